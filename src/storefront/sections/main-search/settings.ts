import { z } from 'zod';

/** The search results: how many products a page shows, its filters and sort. */
export const settings = z.strictObject({
  products_per_page: z.number().int().min(1).max(100).default(12),
  eager_images: z.number().int().min(0).max(12).default(4),
  show_filters: z.boolean().default(true),
  show_sort: z.boolean().default(true),
});
