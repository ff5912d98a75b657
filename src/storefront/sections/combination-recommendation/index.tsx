import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { CombinationDto } from '../../../modules/merchandising/contract.ts';
import type { StoreApi } from '../../store-calls.ts';
import Combination from './Combination.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './combination-recommendation.css';

// The reads under way, by API (one per server request, one per page language in the browser)
// and product: the page's two positions ask at once, and one read answers both.
const reading = new WeakMap<StoreApi, Map<number, Promise<CombinationDto[]>>>();

/** A product's active combinations, read once for every position that asks meanwhile. */
function combinationsOf(api: StoreApi, productId: number): Promise<CombinationDto[]> {
  let reads = reading.get(api);
  if (!reads) reading.set(api, (reads = new Map()));
  let read = reads.get(productId);
  if (!read) {
    read = api.combinations(productId).catch(() => []);
    reads.set(productId, read);
    void read.finally(() => reads.delete(productId));
  }
  return read;
}

/**
 * "Complete the look" (spec section 2, combination recommendation): the product's active
 * combination at this block's position, each item a link to its product. A failed load shows
 * nothing, as an empty list would (spec section 8, Silent handling).
 */
export default defineSection<z.output<typeof settings>, CombinationDto | null, ProductDto>({
  // Below the fold: its code (and its stylesheet) come after the page has hydrated.
  hydrate: 'after-page',
  load: async ({ api, page }, settings) => {
    const list = await combinationsOf(api, page.ID);
    return list.find((c) => c.position === settings.position && c.items.length > 0) ?? null;
  },
  Component: Combination,
});
