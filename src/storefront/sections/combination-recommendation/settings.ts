import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** A "complete the look" block: the position of the product's combination it shows. */
export const settings = z.strictObject({
  position: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .default('product_main'),
  /** The heading when the combination has no title of its own. */
  title_key: messageKey('merch.complete_the_look'),
});
