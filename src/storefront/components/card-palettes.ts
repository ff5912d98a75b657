import type { ProductListInput } from '../../modules/catalog/contract.ts';
import type { ThemeSettings } from '../theme/types.ts';

type PaletteTheme = { settings: Pick<ThemeSettings, 'product_palette'> } | undefined;

/** Whether the theme shows palettes on the cards of lists (spec section 9: show_position 'all'). */
export const listsShowPalettes = (theme: PaletteTheme) =>
  theme?.settings.product_palette.show_position === 'all';

/**
 * What a list's product query adds so that its cards' palettes come in the same read as the
 * products (`with=palette`, spec section 9, product-list plug types: palette when the theme's
 * show_position is 'all'); nothing otherwise.
 */
export const cardPaletteQuery = (theme: PaletteTheme): Pick<ProductListInput, 'with'> =>
  listsShowPalettes(theme) ? { with: 'palette' } : {};
