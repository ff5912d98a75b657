import type { PaletteDto, ProductDto } from '../../modules/catalog/contract.ts';
import type { StoreApi } from '../api-client.ts';
import type { ThemeSettings } from '../theme/types.ts';

/** A list's palettes by product ID. */
export type PaletteMap = Record<number, PaletteDto>;

/**
 * The palettes a list's cards show (spec section 9, product-list plug types: palette when the
 * theme's show_position is 'all'): one product_palettes call for the whole list, on the server;
 * none at all otherwise, or for an empty list.
 */
export async function loadCardPalettes(
  api: Pick<StoreApi, 'productPalettes'>,
  theme: { settings: Pick<ThemeSettings, 'product_palette'> } | undefined,
  products: Pick<ProductDto, 'ID'>[],
): Promise<PaletteMap> {
  if (theme?.settings.product_palette.show_position !== 'all' || products.length === 0) return {};
  const palettes = await api.productPalettes(products.map((p) => p.ID));
  return Object.fromEntries(palettes.map((p) => [p.product_id, p]));
}
