import type { LastSale, VisitorsInput } from '../modules/social-proof/contract.ts';
import { asBody, callsOf, data, get, nothing, post, type ApiOf } from './store-call.ts';

/**
 * The social proof's calls (spec section 7, last-sales and visitors_counter): the last sales
 * notice's sales, and the product page's visitors (see store-call.ts).
 */
export const SOCIAL_PROOF_CALLS = {
  lastSales: get('/last-sales', nothing, data<LastSale[]>),
  visitProduct: post('/visitors_counter', asBody<VisitorsInput>, data<{ count: number }>, {
    browserOnly: true,
  }),
};

/** The social proof API: the server's in-process operation, or the browser's JSON call. */
export type SocialProofApi = ApiOf<typeof SOCIAL_PROOF_CALLS>;

/** The social proof API of a loader's context, or the browser's (see callsOf). */
export const socialProofApi = callsOf(SOCIAL_PROOF_CALLS);
