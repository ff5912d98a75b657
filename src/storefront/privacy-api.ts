import type { PrivacyDto } from '../modules/analytics/contract.ts';
import { answer, callsOf, get, nothing, type ApiOf } from './store-call.ts';

/** The consent settings' call (spec section 7, privacy_managements), one row (see store-call.ts). */
export const PRIVACY_CALLS = {
  privacy: get('/privacy_managements', nothing, answer<PrivacyDto>),
};

/** The privacy API: the server's in-process operation, or the browser's JSON call. */
export type PrivacyApi = ApiOf<typeof PRIVACY_CALLS>;

/** The privacy API of a loader's context, or the browser's (see callsOf). */
export const privacyApi = callsOf(PRIVACY_CALLS);
