import type { ProductDto } from '../../modules/catalog/contract.ts';
import type { ProductCardDto } from '../../modules/merchandising/contract.ts';
import type { StoreApi } from '../api-client.ts';

/** Product cards' tags by product id. */
export type CardTags = Record<number, ProductCardDto>;

/** A list keyed by the product it belongs to. */
export const byProduct = <T extends { product_id: number }>(list: T[]) =>
  Object.fromEntries(list.map((x) => [x.product_id, x])) as Record<number, T>;

/**
 * The tags of a list's cards, in one call (spec section 9: product card tags always). Loaded
 * with the list on the server; a failure shows cards without tags rather than no list.
 */
export async function loadCardTags(api: StoreApi, products: ProductDto[]): Promise<CardTags> {
  if (products.length === 0) return {};
  try {
    return byProduct(
      await api.productCards(
        products.map((p) => p.ID),
        products,
      ),
    );
  } catch {
    return {};
  }
}
