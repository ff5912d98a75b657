import { UNDELIVERABLE_POSTCODE } from '../../modules/geo/codes.ts';
import type { ReportRequest } from '../../modules/reports/contract.ts';
import { beaconOrFetch } from './beacon.ts';
import type { StoreAnswer } from './store-answers.ts';

/**
 * Error reporting (spec section 8, 422): a store call refused with 422 is reported to the shop's
 * sink (`POST /api/store/report`), except on coupon calls (their refusal is the shopper's to
 * read at the code) and the postcode the shop does not deliver to. The report says where and
 * why (the call, the code, the first field named, the page), never what the shopper typed.
 */
export const REPORT_URL = '/api/store/report';

/** Whether a call is a coupon call (the cart's or the checkout's codes). */
const isCouponCall = (path: string) => /^\/cart\/(coupons|checkoutCoupons)(\/|\?|$)/.test(path);

/** The report of an answer, or null when it is not one to report. */
export function reportOf(answer: StoreAnswer, page: string): ReportRequest | null {
  if (answer.status !== 422 || isCouponCall(answer.path)) return null;
  const body = (answer.body ?? {}) as { code?: unknown; errors?: unknown };
  const code = typeof body.code === 'string' ? body.code : '';
  if (code === UNDELIVERABLE_POSTCODE) return null;
  const errors = body.errors && typeof body.errors === 'object' ? Object.keys(body.errors) : [];
  return {
    path: answer.path.split('?')[0]!,
    method: answer.method.toUpperCase() as ReportRequest['method'],
    status: 422,
    code: /^[a-z0-9_.]{1,80}$/.test(code) ? code : '',
    field: (errors[0] ?? '').slice(0, 80).replace(/[^A-Za-z0-9_.[\]-]/g, ''),
    page: page.slice(0, 300),
  };
}

/** Sends a report by a beacon (it outlives the page), else a kept-alive fetch; never throws. */
export function sendReport(
  report: ReportRequest,
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
  post: typeof fetch = globalThis.fetch,
): void {
  beaconOrFetch(REPORT_URL, JSON.stringify(report), 'application/json', nav, post);
}

/** The store-wide listener's part in reporting: each answer to report, reported once. */
export function reportRefused(answer: StoreAnswer): void {
  const report = reportOf(answer, globalThis.location?.pathname ?? '');
  if (report) sendReport(report);
}
