import { z } from 'zod';
import { EMAIL_ADDRESS, MAX_EMAIL } from '../geo/form-rules.ts';

/** The newsletter's contract (spec section 7, Newsletter; section 3, Newsletter subscription). */

/** `POST /api/contacts`: the address, the form's code, and the words it showed. */
export const subscribeBody = z.object({
  email: z
    .string({ error: 'error.email_invalid' })
    .trim()
    .max(MAX_EMAIL, 'error.email_invalid')
    .pipe(z.email({ pattern: EMAIL_ADDRESS, error: 'error.email_invalid' })),
  code: z.string().trim().max(60).optional(),
  consent_text: z.string().trim().max(1000).optional(),
});
export type SubscribeRequest = z.input<typeof subscribeBody>;

/**
 * What subscribing answers: whether the address must confirm first (`needVerify`, the theme's
 * subscribe_form.need_verify), and what to tell the shopper. The same for a known address.
 */
export const subscribedSchema = z.object({ needVerify: z.boolean(), message: z.string() });
export type SubscribedDto = z.output<typeof subscribedSchema>;

const token = z
  .string({ error: 'error.newsletter_link_invalid' })
  .regex(/^[\w-]{43}$/, 'error.newsletter_link_invalid');

/** `POST /api/contacts/confirm`: the token of the confirmation link. */
export const confirmBody = z.object({ token });

/**
 * `POST /api/contacts/unsubscribe`: the token of an unsubscribe link, in the query (a mail
 * program's one-click post, RFC 8058) or the body (the shop's own page).
 */
export const unsubscribeQuery = z.object({ token: token.optional() });
export const unsubscribeBody = z
  .object({ token: token.optional(), 'List-Unsubscribe': z.string().max(40).optional() })
  .optional();

/** A newsletter change's answer: what to tell the shopper. */
export const newsletterDoneSchema = z.object({ message: z.string() });
