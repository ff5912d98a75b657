import { z } from 'zod';
import { messageKey } from '../settings.ts';

/**
 * The hot-sales row: its heading, how many best sellers it shows, and optionally the collection
 * (by slug) or the tag it keeps to.
 */
export const settings = z.strictObject({
  title_key: messageKey('home.hot_sales'),
  subtitle_key: messageKey('home.hot_sales_subtitle'),
  collection: z.string().min(1).max(200).optional(),
  tag: z.string().min(1).max(100).optional(),
  limit: z.number().int().min(1).max(48).default(8),
});
