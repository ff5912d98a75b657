import { z } from 'zod';

/** The product's main block: what it shows besides the essentials. */
export const settings = z.strictObject({
  show_vendor: z.boolean().default(true),
  show_sku: z.boolean().default(true),
  show_rating: z.boolean().default(true),
  /** At or under this many left, the page says how many (0 never says). */
  low_stock_threshold: z.number().int().min(0).max(1000).default(5),
  /** An attribute with more values than this is a dropdown (a bottom sheet on phones). */
  variant_dropdown_after: z.number().int().min(0).max(100).default(8),
});
