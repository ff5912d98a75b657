import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken, completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
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

describe("the fraud rule 'not the same payment'", () => {
  /** A card's token from the test gateway, as the browser gets it. */
  const token = (number: string) => cardToken(t.app, number, 'Card Holder');

  let cardOrders = 0;
  /** An order paid by card, by `email` at `address` from `ip`, having come by `ref`'s link. */
  async function paidByCard(
    email: string,
    card: string,
    { ref, ip, address }: { ref?: string; ip: string; address: object },
  ) {
    const { cookie } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, cookie!, { email, address, payment: 'test_card' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart/checkout',
      headers: { cookie: `cart_hash=${cookie}` },
      remoteAddress: ip,
      payload: {
        idempotency_key: `card-referral-${++cardOrders}`.padEnd(20, 'x'),
        payment_token: await token(card),
        attribution: { consent: [], ...(ref ? { ref } : {}) },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json() as { order_number: number; status: string };
    expect(placed.status).toBe('completed');
    return placed.order_number;
  }

  /** Why an order's referral was refused (null: attributed), as the merchant's table keeps it. */
  async function refusalOf(number: number) {
    const order = await t.app.orders.byNumber(number);
    const rows = await t.app.database.db.execute(
      sql`select refusal from influencer_referrals where order_id = ${order!.id}`,
    );
    return (rows as unknown as { rows: { refusal: string | null }[] }).rows.map((r) => r.refusal);
  }

  const cara = async () => (await t.app.influencers.report()).find((r) => r.code === 'CARA')!;
  const home = (street: string, name: string) => ({
    ...US_ADDRESS,
    first_name: name,
    address1: street,
  });

  it("does not attribute an order paid with the card of the influencer's own orders", async () => {
    await t.app.influencers.load({
      influencers: [{ code: 'cara', name: 'Cara Diaz', email: 'cara@example.com' }],
    });
    // Cara's own order, without her link, paid with her Visa ending 4242.
    await paidByCard('cara@example.com', '4242424242424242', {
      ip: '203.0.113.50',
      address: home('1 Cara Court', 'Cara'),
    });
    expect(await cara()).toMatchObject({ attributed: 0, refused: 0 });

    // A "friend" elsewhere, at another address, paying with the same card: not Cara's.
    const sameCard = await paidByCard('a.friend@example.com', '4242424242424242', {
      ref: 'cara',
      ip: '203.0.113.51',
      address: home('2 Friend Street', 'Friend'),
    });
    expect(await refusalOf(sameCard)).toEqual(['same_payment']);
    expect(await cara()).toMatchObject({ attributed: 0, refused: 1 });

    // Another card (a Mastercard ending 4444): the friend's order is hers.
    const ownCard = await paidByCard('b.friend@example.com', '5555555555554444', {
      ref: 'cara',
      ip: '203.0.113.52',
      address: home('3 Other Road', 'Other'),
    });
    expect(await refusalOf(ownCard)).toEqual([null]);
    expect(await cara()).toMatchObject({ attributed: 1, refused: 1 });
  });

  it("tells Cara's card from another Visa ending 4242 by its fingerprint", async () => {
    // The same brand and last four digits as Cara's card, another card number.
    const other = await paidByCard('d.friend@example.com', '4000000000024242', {
      ref: 'cara',
      ip: '203.0.113.54',
      address: home('5 Lookalike Row', 'Look'),
    });
    const order = await t.app.orders.byNumber(other);
    expect(order?.payment).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await refusalOf(other)).toEqual([null]);
    expect(await cara()).toMatchObject({ attributed: 2, refused: 1 });

    // Cara's own card again, from yet another address: still refused.
    const again = await paidByCard('e.friend@example.com', '4242424242424242', {
      ref: 'cara',
      ip: '203.0.113.55',
      address: home('6 Far Away Street', 'Far'),
    });
    expect(await refusalOf(again)).toEqual(['same_payment']);
    expect(await cara()).toMatchObject({ attributed: 2, refused: 2 });
  });

  it('does not count a manual payment (no card) as the same payment', async () => {
    // Cara paid by card; an order by bank transfer has no card to share with hers.
    const number = await placeOrder('c.friend@example.com', {
      ref: 'cara',
      ip: '203.0.113.53',
      address: home('4 Transfer Lane', 'Trans'),
    });
    const order = await t.app.orders.byNumber(number);
    expect(order?.payment).toBeNull();
    expect(await refusalOf(number)).toEqual([null]);
  });
});
