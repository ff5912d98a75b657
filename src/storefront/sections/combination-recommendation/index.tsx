import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { CombinationDto } from '../../../modules/merchandising/contract.ts';
import Combination from './Combination.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './combination-recommendation.css';

/**
 * "Complete the look" (spec section 2, combination recommendation): the product's active
 * combination at this block's position, each item a link to its product. A failed load shows
 * nothing, as an empty list would (spec section 8, Silent handling).
 */
export default defineSection<z.output<typeof settings>, CombinationDto | null, ProductDto>({
  // Below the fold: its code (and its stylesheet) come after the page has hydrated.
  hydrate: 'after-page',
  load: async ({ api, page }, settings) => {
    const list = await api.combinations(page.ID).catch(() => []);
    return list.find((c) => c.position === settings.position && c.items.length > 0) ?? null;
  },
  Component: Combination,
});
