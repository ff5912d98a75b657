import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { defineSection } from '../registry.tsx';
import { SingleCommodity } from './SingleCommodity.tsx';
import type { settings } from './settings.ts';
import './single-commodity.css';

/**
 * The single-commodity section (spec section 2): one featured product with its price and add
 * to cart. A product that is gone (or no longer published) leaves the section out.
 */
export default defineSection<z.output<typeof settings>, ProductDto | null>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  load: async ({ api }, settings) => api.product(settings.product).catch(() => null),
  Component: SingleCommodity,
});
