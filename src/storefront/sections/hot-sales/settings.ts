import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The hot-sales row: its heading, the tag its products carry, and how many it shows. */
export const settings = z.strictObject({
  title_key: messageKey('home.hot_sales'),
  subtitle_key: messageKey('home.hot_sales_subtitle'),
  tag: z.string().min(1).max(100).default('sale'),
  limit: z.number().int().min(1).max(48).default(8),
});
