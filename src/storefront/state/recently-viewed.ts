import { localStore } from './local-store.ts';
import { DAY_MS } from './expiring-entry.ts';

/** What the browsing record keeps of a product the shopper looked at. */
export interface ViewedProduct {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  /** In the shop's checkout currency; shown in the shopper's. */
  price: number;
}

/** How many products the browsing record keeps (spec section 2, optional add-on browsing record). */
export const RECENTLY_VIEWED_MAX = 12;
/** The local-storage key of the browsing record. */
export const RECENTLY_VIEWED_KEY = 'vitrine_recently_viewed';

/** The record with `product` first: most recent first, no duplicates, at most 12. */
export function recordView(
  list: ViewedProduct[],
  product: ViewedProduct,
  max = RECENTLY_VIEWED_MAX,
): ViewedProduct[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, max);
}

/** What the strip shows: the record without the product on screen. */
export const stripOf = (list: ViewedProduct[], currentId?: number) =>
  list.filter((p) => p.id !== currentId);

/** Reads a stored record, dropping anything that is not one (an old or edited value). */
export function parseRecord(raw: string | null): ViewedProduct[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (p): p is ViewedProduct =>
          typeof p === 'object' &&
          p !== null &&
          typeof p.id === 'number' &&
          typeof p.slug === 'string' &&
          typeof p.title === 'string' &&
          typeof p.price === 'number',
      )
      .slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** The browsing record in this browser's local storage (shared by its tabs), kept 90 days. */
export const recentlyViewedStore = localStore(RECENTLY_VIEWED_KEY, 90 * DAY_MS);

/** Adds a product to the stored record. */
export function rememberView(product: ViewedProduct) {
  const list = parseRecord(recentlyViewedStore.read());
  recentlyViewedStore.write(JSON.stringify(recordView(list, product)));
}
