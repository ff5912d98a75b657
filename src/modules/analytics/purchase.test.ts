import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startReceiver } from '../../test/receiver.ts';
import { readShop } from '../../test/shop.ts';
import type { Attribution } from './contract.ts';
import { purchaseEventId } from './pixels.ts';
import { sha256 } from './trackers/types.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let meta: Awaited<ReturnType<typeof startReceiver>>;
let ga4: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  [meta, ga4] = await Promise.all([startReceiver(), startReceiver()]);
  t = await createTestApp({
    META_PIXEL_ID: '1234567890',
    META_ACCESS_TOKEN: 'meta-token',
    META_ENDPOINT: `${meta.url}/v21.0`,
    GA4_MEASUREMENT_ID: 'G-TEST',
    GA4_API_SECRET: 'ga4-secret',
    GA4_ENDPOINT: `${ga4.url}/mp/collect`,
    ANALYTICS_FORWARD_SECONDS: '1',
  });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await Promise.all([meta.close(), ga4.close()]);
});

/** An order placed by bank transfer (unpaid) by a shopper who came with this attribution. */
async function placeOrder(email: string, attribution: Partial<Attribution>) {
  const { cookie } = await shop.cartWith(shop.variantIn());
  await completeSteps(t.app, cookie!, { email });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart/checkout',
    headers: { cookie: `cart_hash=${cookie}`, 'user-agent': 'Mozilla/5.0 (Vitrine test)' },
    payload: {
      idempotency_key: `purchase-${email.replace(/\W/g, '')}`.padEnd(20, 'x'),
      attribution,
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { order_number: number }).order_number;
}

/** The forwarding job runs every second, and takes events two seconds old. */
const WAIT = { timeout: 30_000 };

type MetaBody = {
  data: { event_id: string; event_name: string; user_data: object; custom_data: object }[];
};
type Ga4Body = { events: { name: string; params: Record<string, unknown> }[] };
const metaPurchases = () =>
  meta.received
    .flatMap((r) => (r.body as MetaBody).data)
    .filter((d) => d.event_name === 'Purchase');
const ga4Purchases = () =>
  ga4.received.flatMap((r) => (r.body as Ga4Body).events).filter((e) => e.name === 'purchase');

describe('a purchase, told to the trackers when the order is paid', () => {
  it('goes once, with the order number as its id, its source, and the hashed e-mail', async () => {
    const email = 'Buyer.One@Example.com';
    const number = await placeOrder(email, {
      session_id: 'session-abcdef12',
      consent: ['analytics', 'marketing'],
      pixel_id: 'px-77',
      utm_medium: 'email',
    });
    // Unpaid (bank transfer): no purchase yet.
    expect(await t.app.analytics.latest('purchase')).toHaveLength(0);
    await t.app.orders.merchant.markPaid(number);
    await Promise.all([meta.until(1), ga4.until(1)]);
    await expect.poll(() => metaPurchases().length, WAIT).toBe(1);
    expect(metaPurchases()[0]).toMatchObject({
      event_id: purchaseEventId(number),
      user_data: {
        em: [sha256('buyer.one@example.com')],
        client_user_agent: 'Mozilla/5.0 (Vitrine test)',
      },
      custom_data: { order_id: String(number), currency: 'USD' },
    });
    await expect.poll(() => ga4Purchases().length, WAIT).toBe(1);
    expect(ga4Purchases()[0]!.params).toMatchObject({
      transaction_id: String(number),
      event_id: purchaseEventId(number),
      pixel_id: 'px-77',
      utm_medium: 'email',
    });
    expect((ga4.received.at(-1)!.body as { client_id: string }).client_id).toBe('session-abcdef12');
  });

  it('tells nothing to a tracker the shopper did not consent to, and nothing personal', async () => {
    const denied = await placeOrder('denied@example.com', { consent: [] });
    await t.app.orders.merchant.markPaid(denied);
    const analyticsOnly = await placeOrder('analytics@example.com', { consent: ['analytics'] });
    await t.app.orders.merchant.markPaid(analyticsOnly);
    // Forwarded in order: once GA4 has the later purchase, the earlier had its turn.
    await expect
      .poll(() => ga4Purchases().map((e) => e.params.transaction_id), WAIT)
      .toContain(String(analyticsOnly));
    expect(ga4Purchases().map((e) => e.params.transaction_id)).not.toContain(String(denied));
    const sent = JSON.stringify([...meta.received, ...ga4.received]);
    expect(sent).not.toContain(sha256('analytics@example.com'));
    expect(sent).not.toContain(sha256('denied@example.com'));
    expect(metaPurchases().map((d) => d.event_id)).not.toContain(purchaseEventId(analyticsOnly));
    const [row] = (await t.app.analytics.latest('purchase')).filter(
      (e) => e.eventId === purchaseEventId(denied),
    );
    expect(row).toMatchObject({ consent: [], emailHash: null, userAgent: null });
  });
});
