import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { CombinationDto } from '../../../modules/merchandising/contract.ts';
import type { StoreApi } from '../../store-calls.ts';
import Combination from './Combination.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './combination-recommendation.css';

// The reads by page: the product page's two positions share one read of its combinations,
// whenever each comes to ask (in the browser, each when the shopper comes near it). The page's
// object lives as long as the page shows, one per server request and per page the router loads.
const reading = new WeakMap<ProductDto, Promise<CombinationDto[]>>();

/** A product page's active combinations, read once for every position on it. */
function combinationsOf(api: StoreApi, page: ProductDto): Promise<CombinationDto[]> {
  let read = reading.get(page);
  if (!read) {
    read = api.combinations(page.ID).catch(() => []);
    reading.set(page, read);
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
    const list = await combinationsOf(api, page);
    return list.find((c) => c.position === settings.position && c.items.length > 0) ?? null;
  },
  Component: Combination,
});
