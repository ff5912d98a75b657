import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startReceiver } from '../../test/receiver.ts';
import { readShop } from '../../test/shop.ts';
import type { Attribution } from './contract.ts';
import { purchaseEventId } from './pixels.ts';
import { analyticsEvents } from './schema.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let ga4: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  ga4 = await startReceiver();
  t = await createTestApp({
    GA4_MEASUREMENT_ID: 'G-TEST1234',
    GA4_API_SECRET: 'ga4-secret',
    GA4_ENDPOINT: `${ga4.url}/mp/collect`,
    ANALYTICS_FORWARD_SECONDS: '1',
  });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await ga4.close();
});

/** Sends GA4 ids to a cart as the checkout page does (PUT cart/analytics_ids). */
const keepIds = (cookie: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/store/cart/analytics_ids',
    headers: cookie ? { cookie: `cart_hash=${cookie}` } : {},
    payload: body as object,
  });

/** Takes a cart through checkout and places its order by bank transfer, then pays it. */
async function orderAndPay(cookie: string, key: string, attribution: Partial<Attribution>) {
  await completeSteps(t.app, cookie);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart/checkout',
    headers: { cookie: `cart_hash=${cookie}` },
    payload: { idempotency_key: key.padEnd(20, 'x'), attribution },
  });
  expect(res.statusCode).toBe(200);
  const number = (res.json() as { order_number: number }).order_number;
  await t.app.orders.merchant.markPaid(number);
  return number;
}

type Ga4Body = { client_id: string; events: { name: string; params: Record<string, unknown> }[] };
/** The GA4 request that told the purchase of an order, once it came. */
const toldPurchase = (number: number) =>
  ga4.received
    .map((r) => r.body as Ga4Body)
    .find((b) => b.events.some((e) => e.params.event_id === purchaseEventId(number)));
/** The forwarding job runs every second, and takes events two seconds old. */
const WAIT = { timeout: 30_000 };

describe("a purchase told to GA4 from the server, under the shopper's own GA4 client", () => {
  /** The cart of the first order, kept for the second. */
  let cookie: string | undefined;

  it('keeps the ids on the cart, and the paid order tells GA4 that client and session', async () => {
    ({ cookie } = await shop.cartWith(shop.variantIn()));
    const ids = { ga_client_id: '123456789.1700000000', ga_session_id: '1700000500' };
    const kept = await keepIds(cookie, ids);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ analytics_ids: ids });

    // Refused strictly, and the kept ids stay.
    for (const bad of [
      { ga_client_id: '12345abc.1700000000' },
      { ga_client_id: '123456789' },
      { ga_client_id: `${'1'.repeat(21)}.1700000000` },
      { ga_client_id: '123456789.1700000000', ga_session_id: '1700.000500' },
      { ga_client_id: '123456789.1700000000', ga_session_id: '<script>' },
      { ga_client_id: '123456789.1700000000', email: 'a@example.com' },
      { ga_client_id: 123456789.17 },
      {},
    ]) {
      expect((await keepIds(cookie, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    // Ids alone make no cart.
    expect((await keepIds(undefined, ids)).statusCode).toBe(404);

    const number = await orderAndPay(cookie!, 'ga4-ids-one', {
      session_id: 'session-ga4ids01',
      consent: ['analytics'],
      utm_medium: 'email',
    });
    await expect.poll(() => toldPurchase(number), WAIT).toBeDefined();
    const told = toldPurchase(number)!;
    expect(told.client_id).toBe('123456789.1700000000');
    expect(told.events).toHaveLength(1);
    expect(told.events[0]).toMatchObject({
      name: 'purchase',
      params: {
        transaction_id: String(number),
        session_id: '1700000500',
        engagement_time_msec: 1,
        utm_medium: 'email',
      },
    });
  });

  it("goes under the shop's session as before when the cart has no GA4 ids (its last order took them)", async () => {
    // The same cart again: its ids went with the order above.
    const { product, variant } = shop.variantIn();
    const refilled = await shop.call('POST', 'cart', cookie, {
      items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }],
    });
    expect(refilled.status).toBe(200);
    const number = await orderAndPay(cookie!, 'ga4-ids-two', {
      session_id: 'session-ga4ids02',
      consent: ['analytics'],
    });
    await expect.poll(() => toldPurchase(number), WAIT).toBeDefined();
    const told = toldPurchase(number)!;
    expect(told.client_id).toBe('session-ga4ids02');
    expect(told.events[0]!.params).not.toHaveProperty('session_id');
  });
});

describe("the browser's events told to GA4 under the shopper's own GA4 client", () => {
  /** Posts events as the storefront's analytics client does. */
  const send = (events: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/statistics/events', payload: { events } });
  const event = (id: string, extra: object) => ({
    event_id: id,
    name: 'view_item',
    path: '/products/x',
    params: { item_id: '7' },
    session_id: 'session-ga4views',
    ...extra,
  });
  const told = (id: string) =>
    ga4.received
      .map((r) => r.body as Ga4Body)
      .find((b) => b.events.some((e) => e.params.event_id === id));

  it('goes under the GA4 client and session the event carried, with analytics consent', async () => {
    const id = `ga4view${Date.now().toString(36)}`.padEnd(16, 'a');
    const res = await send([
      event(id, {
        consent: ['analytics'],
        ga_client_id: '987654321.1700000000',
        ga_session_id: '1700000900',
      }),
    ]);
    expect(res.statusCode).toBe(200);
    await expect.poll(() => told(id), WAIT).toBeDefined();
    expect(told(id)!.client_id).toBe('987654321.1700000000');
    expect(told(id)!.events[0]!.params).toMatchObject({ session_id: '1700000900' });
  });

  it("keeps no GA4 ids without analytics consent, and refuses ids that are not GA4's", async () => {
    const id = `ga4deny${Date.now().toString(36)}`.padEnd(16, 'b');
    expect(
      (await send([event(id, { consent: [], ga_client_id: '987654321.1700000000' })])).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select({ ga: analyticsEvents.gaClientId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, id));
    expect(row).toEqual({ ga: null });
    const bad = await send([
      event(`ga4bad${Date.now().toString(36)}`.padEnd(16, 'c'), {
        consent: ['analytics'],
        ga_client_id: 'GA1.1.<script>',
      }),
    ]);
    expect(bad.statusCode).toBe(422);
  });
});
