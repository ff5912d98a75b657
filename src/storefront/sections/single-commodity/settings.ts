import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The single-commodity section: its heading and the product it features (by slug). */
export const settings = z.strictObject({
  title_key: messageKey('home.featured_title'),
  product: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a product slug: lower-case words joined by -'),
});
