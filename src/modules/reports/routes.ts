import { z } from 'zod';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { clientKeyOf } from '../../platform/flood.ts';
import { defineOperation } from '../../platform/route.ts';
import { reportBody } from './contract.ts';

/**
 * `POST report`: the error-reporting sink (spec section 7). The browser reports each 422 of a
 * store call except the coupon calls' and the undeliverable postcode's (section 8); the shop
 * keeps where and why, for the merchant (`vitrine reports`). A bad report is a 422 and keeps
 * nothing; past the flood limit a report is dropped, answered `kept: false` (not an error: the
 * page has nothing to do about it).
 */
export const report = defineOperation({
  method: 'POST',
  url: '/report',
  summary: 'Reports a refused store call (the error-reporting sink)',
  tags: ['platform'],
  schemas: { body: reportBody, response: z.object({ data: z.object({ kept: z.boolean() }) }) },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const kept = await app.reports.report(body, {
      clientKey: clientKeyOf(req.ip),
      locale: req.locale,
    });
    return { data: { kept } };
  },
});

/** The reports module's operations. */
export const reportsOperations = [report];
