import { z } from 'zod';

/** The cart page's lines and summary. */
export const settings = z.strictObject({
  show_taxes_note: z.boolean().default(true),
});
