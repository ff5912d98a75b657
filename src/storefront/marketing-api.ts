import type { Granted, OfferedIncentive, ShareInput } from '../modules/incentives/contract.ts';
import type { ShownPopup } from '../modules/popups/contract.ts';
import type { LastSale, VisitorsInput } from '../modules/social-proof/contract.ts';
import { asBody, callsOf, data, get, nothing, post, type ApiOf } from './store-call.ts';

/**
 * The marketing calls (spec section 7): the last sales notice's sales, the product page's
 * visitors, the incentives for a share, and the popups (see store-call.ts).
 */
export const MARKETING_CALLS = {
  lastSales: get('/last-sales', nothing, data<LastSale[]>),
  visitProduct: post('/visitors_counter', asBody<VisitorsInput>, data<{ count: number }>, {
    browserOnly: true,
  }),
  popups: get('/popups', nothing, data<ShownPopup[]>),
  incentives: get('/incentives', nothing, data<OfferedIncentive[]>),
  shareIncentive: post('/incentives/share', asBody<ShareInput>, data<Granted>, {
    browserOnly: true,
  }),
};

/** The marketing API: the server's in-process operation, or the browser's JSON call. */
export type MarketingApi = ApiOf<typeof MARKETING_CALLS>;

/** The marketing API of a loader's context, or the browser's (see callsOf). */
export const marketingApi = callsOf(MARKETING_CALLS);
