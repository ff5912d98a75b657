import type { ProductDto } from '../../modules/catalog/contract.ts';
import type { ProductCardDto } from '../../modules/merchandising/contract.ts';
import type { StoreApi } from '../api-client.ts';
import { lazyPart } from './lazy-part.tsx';
// The tags are in the page before their code: their styles come with the page's.
import './ProductTags.css';

/**
 * The cards' tag badges: rendered with the list, their code (the shapes, the placement) comes
 * after the first load and hydrates them when it arrives (1.3 KB gzip of every list's first
 * load). `loadCardTags` preloads it, so the server and a list loaded in the browser render the
 * tags at once.
 */
export const cardTags = lazyPart(() =>
  import('./ProductTags.tsx').then((module) => module.ProductTags),
);

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
    const [cards] = await Promise.all([
      api.productCards(
        products.map((p) => p.ID),
        products,
      ),
      cardTags.preload(),
    ]);
    return byProduct(cards);
  } catch {
    return {};
  }
}
