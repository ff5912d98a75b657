import { z } from 'zod';

/** The content API's contract (spec section 7, Catalogue and content: policies). */

/** One of the shop's policies (refund, privacy, terms, shipping). */
export const policySchema = z.object({
  handle: z.string(),
  title: z.string(),
  body_html: z.string(),
  updated_at: z.string(),
});

export type PolicyDto = z.infer<typeof policySchema>;
