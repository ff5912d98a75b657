import type { SubscribedDto, SubscribeRequest } from '../modules/newsletter/contract.ts';
import { answer, asBody, callsOf, post, type ApiOf } from './store-call.ts';

/**
 * The newsletter's calls (spec section 7, Newsletter: /api/contacts), one row per call (see
 * store-call.ts): the subscribe forms (the footer's, the subscribe section's) and the page its
 * mails' links open.
 */
export const NEWSLETTER_CALLS = {
  subscribe: post('/api/contacts', asBody<SubscribeRequest>, answer<SubscribedDto>),
  confirmSubscription: post(
    '/api/contacts/confirm',
    (token: string) => ({ body: { token } }),
    answer<{ message: string }>,
  ),
  unsubscribe: post(
    '/api/contacts/unsubscribe',
    (token: string) => ({ body: { token } }),
    answer<{ message: string }>,
  ),
};

/** The newsletter's API: the server's in-process operations, or the browser's JSON calls. */
export type NewsletterApi = ApiOf<typeof NEWSLETTER_CALLS>;

/** The NewsletterApi of a loader's context, or the browser's (see callsOf). */
export const newsletterApi = callsOf(NEWSLETTER_CALLS);
