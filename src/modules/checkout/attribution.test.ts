import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { CONSENT_COOKIE } from '../analytics/consent-cookie.ts';
import { CAMPAIGN_COOKIE } from '../analytics/landing-campaign.ts';
import { attributionOf } from './attribution.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  // A CDN's country header, as a shop behind one reads it: the visitor's country decides consent.
  t = await createTestApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry' });
  shop = await readShop(t.app);
});
afterAll(() => t.close());

/** A request as the checkout route sees it: its cookies, headers and address. */
const request = (cookies: Record<string, string> = {}) =>
  ({
    cookies,
    headers: { 'user-agent': 'Test/1.0' },
    ip: '203.0.113.7',
  }) as never as FastifyRequest;

/** What the visit grants when the browser tells nothing: here, nothing (a consent region). */
const nothing = () => [];

/** The campaign cookie a landing page sets, as `name=value`. */
async function landOn(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === CAMPAIGN_COOKIE);
  return cookie && { value: cookie.value, httpOnly: cookie.httpOnly, expires: cookie.expires };
}

describe('the campaign an order carries (spec section 2: pixel_id and utm_medium kept)', () => {
  it('is kept by the server from the landing page, for the visit, also when the page is cached', async () => {
    const url = '/collections/dresses?utm_medium=newsletter&pixel_id=px-9&ref=ANNA&q=x';
    for (const time of ['first', 'from the micro-cache']) {
      if (time !== 'first') expect(t.app.microCache.get(`GET en-US ${url}`)).toBeDefined();
      expect(await landOn(url), time).toEqual({
        value: 'pixel_id=px-9&utm_medium=newsletter&ref=ANNA',
        httpOnly: true,
        expires: undefined,
      });
    }
    // A page without a campaign sets none (nor forgets one).
    expect(await landOn('/collections/dresses')).toBeUndefined();
  });

  it("takes the browser's campaign first, the landing cookie's for what the browser did not tell", () => {
    const cookies = { [CAMPAIGN_COOKIE]: 'utm_medium=newsletter&pixel_id=px-9&ref=ANNA' };
    expect(
      attributionOf({ consent: ['analytics'], utm_medium: 'email' }, request(cookies), nothing),
    ).toEqual({
      consent: ['analytics'],
      utmMedium: 'email',
      pixelId: 'px-9',
      referral: 'ANNA',
      clientKey: expect.any(String),
    });
    // An order that tells nothing (placed without JavaScript) still carries the landing's.
    expect(attributionOf(undefined, request(cookies), nothing)).toMatchObject({
      consent: [],
      utmMedium: 'newsletter',
      pixelId: 'px-9',
    });
    // A cookie value the checkout would refuse is left out.
    const bad = { [CAMPAIGN_COOKIE]: 'pixel_id=px%209!&ref=A&utm_medium=sms' };
    expect(attributionOf(undefined, request(bad), nothing)).toEqual({
      consent: [],
      utmMedium: 'sms',
    });
    expect(attributionOf(undefined, request(), nothing)).toEqual({ consent: [] });
  });

  it('reaches an order placed by the checkout form without JavaScript', async () => {
    const campaign = await landOn('/?utm_medium=newsletter&pixel_id=px-9');
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, hash!);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/checkouts/${hash}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `cart_hash=${hash}; ${CAMPAIGN_COOKIE}=${campaign!.value}`,
      },
      payload: new URLSearchParams({
        intent: 'pay',
        payment_method: 'bank_transfer',
        idempotency_key: 'no-javascript-order-1',
      }).toString(),
    });
    expect(placed.statusCode).toBe(303);
    const number = Number(new URL(placed.headers.location!, 'http://x').searchParams.get('order'));
    const order = await t.app.orders.byNumber(number);
    expect(order!.attribution).toMatchObject({ utmMedium: 'newsletter', pixelId: 'px-9' });
  });
});

describe('the consent an order placed without JavaScript carries', () => {
  /** Places the cart `hash` by the checkout form, as a browser without JavaScript posts it. */
  async function placeWithoutScript(hash: string, cookies: string, headers: object = {}) {
    await completeSteps(t.app, hash);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/checkouts/${hash}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'NoScript/1.0',
        cookie: `cart_hash=${hash}; ${cookies}`,
        ...headers,
      },
      payload: new URLSearchParams({
        intent: 'pay',
        payment_method: 'bank_transfer',
        idempotency_key: `no-javascript-consent-${hash.slice(0, 12)}`,
      }).toString(),
    });
    expect(placed.statusCode).toBe(303);
    const number = Number(new URL(placed.headers.location!, 'http://x').searchParams.get('order'));
    return (await t.app.orders.byNumber(number))!;
  }

  it("is the shopper's choice kept in the consent cookie", async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const order = await placeWithoutScript(hash!, `${CONSENT_COOKIE}=analytics.marketing`);
    expect(order.attribution).toMatchObject({
      consent: ['analytics', 'marketing'],
      userAgent: 'NoScript/1.0',
    });
    const { cookie: other } = await shop.cartWith(shop.variantIn(undefined, () => true, 1));
    const refused = await placeWithoutScript(other!, `${CONSENT_COOKIE}=none`);
    expect(refused.attribution).toEqual({ consent: [] });
  });

  it('before any choice: nothing where the country asks for consent, all where it does not', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn(undefined, () => true, 2));
    const inGermany = await placeWithoutScript(hash!, 'x=1', { 'cf-ipcountry': 'DE' });
    expect(inGermany.attribution).toEqual({ consent: [] });
    const { cookie: other } = await shop.cartWith(shop.variantIn(undefined, () => true, 3));
    const inTheStates = await placeWithoutScript(other!, 'x=1', { 'cf-ipcountry': 'US' });
    expect(inTheStates.attribution).toMatchObject({
      consent: ['analytics', 'marketing', 'preferences', 'sale_of_data'],
      userAgent: 'NoScript/1.0',
    });
  });
});
