import { describe, expect, it } from 'vitest';
import { reportOf, REPORT_URL, sendReport } from './error-report.ts';
import type { StoreAnswer } from './store-answers.ts';

const refused = (path: string, body: unknown, status = 422, method = 'PUT'): StoreAnswer => ({
  path,
  method,
  status,
  body,
});

describe('error reporting of refused store calls (spec section 8, 422)', () => {
  it('reports a 422 with its call, code, first field and page, never what was typed', () => {
    const answer = refused('/cart/address?x=1', {
      code: 'validation_failed',
      message: 'Enter a valid phone number.',
      errors: { 'address.phone': 'Enter a valid phone number.', 'address.zip': '…' },
    });
    expect(reportOf(answer, '/checkouts/abc')).toEqual({
      path: '/cart/address',
      method: 'PUT',
      status: 422,
      code: 'validation_failed',
      field: 'address.phone',
      page: '/checkouts/abc',
    });
  });

  it("leaves out the coupon calls' refusals, the undeliverable postcode and other statuses", () => {
    const code = { code: 'coupon_not_found', message: 'No such code.' };
    expect(reportOf(refused('/cart/coupons', code, 422, 'POST'), '/cart')).toBeNull();
    expect(reportOf(refused('/cart/coupons/SAVE20', code, 422, 'DELETE'), '/cart')).toBeNull();
    expect(reportOf(refused('/cart/checkoutCoupons', code, 422, 'POST'), '/c')).toBeNull();
    const postcode = { code: 'postcode_undeliverable', errors: { 'address.zip': '…' } };
    expect(reportOf(refused('/cart/address', postcode), '/c')).toBeNull();
    expect(reportOf(refused('/cart', { code: 'x' }, 409, 'POST'), '/c')).toBeNull();
    expect(reportOf(refused('/cart', { code: 'internal_error' }, 500, 'POST'), '/c')).toBeNull();
  });

  it('sends by a beacon, else by a kept-alive fetch', async () => {
    const report = reportOf(refused('/cart/address', { code: 'phone_invalid' }), '/c')!;
    const beacons: string[] = [];
    sendReport(report, { sendBeacon: (url) => (beacons.push(String(url)), true) });
    expect(beacons).toEqual([REPORT_URL]);
    const posts: [string, RequestInit][] = [];
    const post = (async (url: string, init: RequestInit) => {
      posts.push([url, init]);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    sendReport(report, { sendBeacon: () => false }, post);
    expect(posts).toHaveLength(1);
    expect(posts[0]![0]).toBe(REPORT_URL);
    expect(posts[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(posts[0]![1].body))).toEqual(report);
  });
});
