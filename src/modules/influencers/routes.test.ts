import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { REFERRALS_PER_ADDRESS_A_WEEK } from './contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
  await t.app.influencers.load({
    influencers: [
      { code: 'anna', name: 'Anna Berg', email: 'Anna@Example.com' },
      { code: 'gone', name: 'Old Partner', active: false },
    ],
  });
});
afterAll(() => t.close());

let orders = 0;
/** An order by bank transfer placed by `email` from `ip`, having come by `ref`'s link. */
async function placeOrder(
  email: string,
  {
    ref,
    ip = '203.0.113.10',
    address = US_ADDRESS,
  }: { ref?: string; ip?: string; address?: object },
) {
  const { cookie } = await shop.cartWith(shop.variantIn());
  await completeSteps(t.app, cookie!, { email, address });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart/checkout',
    headers: { cookie: `cart_hash=${cookie}` },
    remoteAddress: ip,
    payload: {
      idempotency_key: `referred-order-${++orders}`.padEnd(20, 'x'),
      attribution: { consent: [], ...(ref ? { ref } : {}) },
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { order_number: number }).order_number;
}

/** Each influencer's attributed and refused orders, as the merchant's command lists them. */
const report = async () =>
  Object.fromEntries(
    (await t.app.influencers.report()).map((r) => [r.code, [r.attributed, r.refused]]),
  );

describe('influencers', () => {
  it("names an active code's influencer, and refuses an unknown, inactive or malformed one", async () => {
    const known = await t.app.inject('/api/store/influencers?code=anna');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { code: 'ANNA', name: 'Anna Berg' } });
    for (const [code, status] of [
      ['nobody', 404],
      ['gone', 404],
      ['<script>', 422],
      ['', 422],
    ] as const) {
      const res = await t.app.inject(`/api/store/influencers?code=${encodeURIComponent(code)}`);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().message, code).toBe('This referral link is not valid.');
    }
    const german = await t.app.inject({
      url: '/api/store/influencers?code=nobody',
      headers: { 'x-lang': 'de-DE' },
    });
    expect(german.json().message).not.toBe('This referral link is not valid.');
  });

  it("attributes an order placed after the influencer's link to the code", async () => {
    await placeOrder('friend@example.com', { ref: 'Anna' });
    expect(await report()).toEqual({ ANNA: [1, 0], GONE: [0, 0] });
    // No link, an inactive code or an unknown one: no referral.
    await placeOrder('plain@example.com', {});
    await placeOrder('old@example.com', { ref: 'gone' });
    await placeOrder('lost@example.com', { ref: 'nobody' });
    expect(await report()).toEqual({ ANNA: [1, 0], GONE: [0, 0] });
  });

  it("refuses the influencer's own order, and one to the address their orders went to", async () => {
    await placeOrder('anna@example.com', { ref: 'ANNA', ip: '198.51.100.1' });
    expect(await report()).toEqual({ ANNA: [1, 1], GONE: [0, 0] });
    // Anna's own order went to US_ADDRESS: a "friend" ordering to it is no referral.
    const home = { ...US_ADDRESS, first_name: 'Someone', last_name: 'Else' };
    await placeOrder('cousin@example.com', { ref: 'ANNA', ip: '198.51.100.2', address: home });
    expect(await report()).toEqual({ ANNA: [1, 2], GONE: [0, 0] });
  });

  it(`attributes at most ${REFERRALS_PER_ADDRESS_A_WEEK} orders from one address a week`, async () => {
    const elsewhere = { ...US_ADDRESS, address1: '9 Elsewhere Lane' };
    for (let i = 1; i < REFERRALS_PER_ADDRESS_A_WEEK; i++) {
      await placeOrder(`buyer${i}@example.com`, { ref: 'ANNA', address: elsewhere });
    }
    // The first friend's order came from the same address: three now.
    expect(await report()).toEqual({ ANNA: [REFERRALS_PER_ADDRESS_A_WEEK, 2], GONE: [0, 0] });
    await placeOrder('one-more@example.com', { ref: 'ANNA', address: elsewhere });
    expect(await report()).toEqual({ ANNA: [REFERRALS_PER_ADDRESS_A_WEEK, 3], GONE: [0, 0] });
    // From another address it counts again.
    await placeOrder('next@example.com', { ref: 'ANNA', ip: '192.0.2.44', address: elsewhere });
    expect(await report()).toEqual({ ANNA: [REFERRALS_PER_ADDRESS_A_WEEK + 1, 3], GONE: [0, 0] });
  });

  it('drops a malformed referral code from the checkout, placing the order all the same', async () => {
    const number = await placeOrder('odd@example.com', { ref: 'x'.repeat(200) });
    expect(number).toBeGreaterThan(0);
    const order = await t.app.orders.byNumber(number);
    expect(order?.attribution?.referral).toBeUndefined();
  });
});
