import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import type { OrderDto } from '../orders/contract.ts';
import { cardToken, checkoutCall, completeSteps, lookUpOrder } from '../../test/checkout-flow.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  // Webhooks come late and twice, as a real provider's may.
  t = await createTestApp({
    TEST_GATEWAY_WEBHOOK_DELAY_MS: '150',
    TEST_GATEWAY_WEBHOOK_DELIVERIES: '2',
  });
  shop = await readShop(t.app);
});
afterAll(() => t.close());

let n = 0;
const key = () => `card${Date.now().toString(36)}${(n++).toString(36)}`.padEnd(20, 'x');

/** A card's token from the gateway's own endpoint, as the browser gets it. */
const token = (number: string) => cardToken(t.app, number);

/** A cart of one managed variant, through the steps with the card method chosen. */
async function cardCart(skip: number, email: string) {
  const item = shop.variantIn(undefined, (v) => v.manage_stock, skip);
  const { cookie } = await shop.cartWith(item);
  const ready = await completeSteps(t.app, cookie!, { email, payment: 'test_card' });
  return { hash: cookie!, item, total: ready.total };
}

const stockOf = async (id: number) =>
  (
    await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from variants where id = ${id}`,
    )
  )[0]!.stock;
const gatewayPayments = (reference: string) =>
  queryRows<{ status: string; captured_amount: number; fingerprint: string | null }>(
    t.database.db,
    sql`select status, captured_amount, fingerprint from test_gateway_payments where reference = ${reference}`,
  );
const ordersOf = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where email = ${email}`,
    )
  )[0]!.n;
const pay = (hash: string, body: object) =>
  checkoutCall(t.app, 'POST', 'cart/checkout', hash, body);

describe('paying by card through the test gateway', () => {
  it('charges the server total once and places a paid order', async () => {
    const { hash, item, total } = await cardCart(40, 'card@example.com');
    const before = await stockOf(item.variant.ID);
    const once = key();
    const tok = await token('4242424242424242');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => pay(hash, { idempotency_key: once, payment_token: tok })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.order_number)).size).toBe(1);
    expect(answers[0]!.body.status).toBe('completed');
    const payments = await gatewayPayments(`${hash}:${once}`);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe('captured');
    expect(Number(payments[0]!.captured_amount)).toBe(Math.round(total * 100));
    expect(await stockOf(item.variant.ID)).toBe(before - 1);
    const order = (
      await lookUpOrder(t.app, answers[0]!.body.order_number!, 'card@example.com')
    ).json() as OrderDto;
    expect(order.financial_status).toBe('paid');
    expect(order.payment).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('shows a declined card its message, and places nothing', async () => {
    const { hash, item } = await cardCart(41, 'declined@example.com');
    const before = await stockOf(item.variant.ID);
    const res = await pay(hash, {
      idempotency_key: key(),
      payment_token: await token('4000009900000160'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(
      /^Your card was declined\..*try again or use another payment method\.$/,
    );
    expect(await ordersOf('declined@example.com')).toBe(0);
    expect(await stockOf(item.variant.ID)).toBe(before);
    expect((await shop.call('GET', 'cart', hash)).body.cart_contents_count).toBe(1);
    // Another card, on a new attempt, goes through.
    const again = await pay(hash, {
      idempotency_key: key(),
      payment_token: await token('5555555555554444'),
    });
    expect(again.body.status).toBe('completed');
  });

  it('replays a refused attempt for its key; a new attempt pays once, however often it is sent', async () => {
    const { hash, item } = await cardCart(43, 'retry@example.com');
    const before = await stockOf(item.variant.ID);
    const refusedKey = key();
    const declined = await token('4000009900000160');
    const first = await pay(hash, { idempotency_key: refusedKey, payment_token: declined });
    const replay = await pay(hash, { idempotency_key: refusedKey, payment_token: declined });
    expect([first.status, replay.status]).toEqual([422, 422]);
    expect(replay.body.message).toBe(first.body.message);
    expect(await gatewayPayments(`${hash}:${refusedKey}`)).toHaveLength(1);
    // The shopper's next card is a new attempt, double-clicked: one order, one charge.
    const next = key();
    const good = await token('4242424242424242');
    const answers = await Promise.all([
      pay(hash, { idempotency_key: next, payment_token: good }),
      pay(hash, { idempotency_key: next, payment_token: good }),
    ]);
    expect(answers.map((a) => [a.status, a.body.status])).toEqual([
      [200, 'completed'],
      [200, 'completed'],
    ]);
    expect(answers[1]!.body.order_number).toBe(answers[0]!.body.order_number);
    expect((await gatewayPayments(`${hash}:${next}`)).map((p) => p.status)).toEqual(['captured']);
    expect(await ordersOf('retry@example.com')).toBe(1);
    expect(await stockOf(item.variant.ID)).toBe(before - 1);
  });

  it('voids the second hold when two attempts of one cart race: one order, one charge', async () => {
    const { hash } = await cardCart(44, 'race@example.com');
    const keys = [key(), key()];
    const answers = await Promise.all(
      keys.map(async (k) =>
        pay(hash, { idempotency_key: k, payment_token: await token('4242424242424242') }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body.order_number).toBe(answers[0]!.body.order_number);
    expect(await ordersOf('race@example.com')).toBe(1);
    const statuses = (await Promise.all(keys.map((k) => gatewayPayments(`${hash}:${k}`))))
      .flat()
      .map((p) => p.status);
    // Either both reached the gateway (one captured, the other voided) or only the first did.
    expect(statuses.filter((s) => s === 'captured')).toHaveLength(1);
    expect(statuses.filter((s) => s !== 'captured' && s !== 'voided')).toEqual([]);
  });

  it('gives the stock and the cart back when the capture is refused', async () => {
    const { hash, item } = await cardCart(42, 'expired@example.com');
    const before = await stockOf(item.variant.ID);
    const res = await pay(hash, {
      idempotency_key: key(),
      payment_token: await token('4000009900000376'),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('payment_authorization_expired');
    expect(await ordersOf('expired@example.com')).toBe(0);
    expect(await stockOf(item.variant.ID)).toBe(before);
    expect((await shop.call('GET', 'cart', hash)).body.cart_contents_count).toBe(1);
  });

  it('waits for 3-D Secure: the return and the late, doubled webhook give one order and one capture', async () => {
    const { hash } = await cardCart(43, 'secure@example.com');
    const attempt = key();
    const res = await pay(hash, {
      idempotency_key: attempt,
      payment_token: await token('4000009900000343'),
    });
    expect(res.body.status).toBe('requires_action');
    const challenge = res.body.redirect_url!;
    expect(challenge).toMatch(/^\/test-gateway\/v1\/challenge\/tgp_/);
    const passed = await t.app.inject({
      method: 'POST',
      url: challenge,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    expect(passed.statusCode).toBe(303);
    const back = new URL(passed.headers.location as string);
    expect(back.pathname).toBe('/checkouts/processing');
    const paymentId = back.searchParams.get('payment_id')!;
    // The shopper returns twice (a reload) while the webhooks arrive.
    const [first, second] = await Promise.all([
      checkoutCall(t.app, 'POST', 'cart/approve_checkout', hash, { payment_id: paymentId }),
      checkoutCall(t.app, 'POST', 'cart/approve_checkout', hash, { payment_id: paymentId }),
    ]);
    expect(first.body.order_number).toBe(second.body.order_number);
    await t.app.testGateway.idle();
    expect(await ordersOf('secure@example.com')).toBe(1);
    const payments = await gatewayPayments(`${hash}:${attempt}`);
    expect(payments.map((p) => p.status)).toEqual(['captured']);
    // The order keeps the card as the gateway named it on the way back: its fingerprint too.
    const order = await t.app.orders.byNumber(first.body.order_number!);
    expect(order?.payment).toMatchObject({ brand: 'visa', last4: '0343' });
    expect(order?.payment?.fingerprint).toBe(payments[0]!.fingerprint);
    expect(order?.payment?.fingerprint).toMatch(/^[\w-]{22}$/);
    // Someone else's cart cannot approve it.
    const stranger = await checkoutCall(t.app, 'POST', 'cart/approve_checkout', 'Z'.repeat(32), {
      payment_id: paymentId,
    });
    expect(stranger.status).toBe(404);
  });

  it('says a payment is still processing, and a return before 3-D Secure offers the step again', async () => {
    const { hash: waiting } = await cardCart(47, 'waiting@example.com');
    const pending = await pay(waiting, {
      idempotency_key: key(),
      payment_token: await token('4000009900000335'),
    });
    expect(pending.body.status).toBe('pending');
    expect(pending.body.message).toBe(
      'The payment is still being processed. Please try again or use another payment method.',
    );
    const processing = new URL(pending.body.redirect_url!, 'http://shop');
    expect(processing.pathname).toBe('/checkouts/processing');
    const paymentId = processing.searchParams.get('payment_id')!;
    const again = await checkoutCall(t.app, 'POST', 'cart/approve_checkout', waiting, {
      payment_id: paymentId,
    });
    expect(again.body.status).toBe('pending');
    expect(await ordersOf('waiting@example.com')).toBe(0);

    const { hash } = await cardCart(49, 'unconfirmed@example.com');
    const res = await pay(hash, {
      idempotency_key: key(),
      payment_token: await token('4000009900000343'),
    });
    const challenge = res.body.redirect_url!;
    const challengeId = challenge.split('/').pop()!;
    const back = await checkoutCall(t.app, 'POST', 'cart/approve_checkout', hash, {
      payment_id: challengeId,
    });
    expect(back.body.status).toBe('requires_action');
    expect(back.body.redirect_url).toBe(challenge);
    expect(back.body.message).toBe(
      'Your bank needs you to confirm this payment. Please try again or use another payment method.',
    );
    expect(await ordersOf('unconfirmed@example.com')).toBe(0);
  });

  it("sends a shopper checking out in German to the bank's page in German", async () => {
    const { hash } = await cardCart(45, 'sicher@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart/checkout',
      headers: { cookie: `cart_hash=${hash}`, 'x-lang': 'de-DE' },
      payload: { idempotency_key: key(), payment_token: await token('4000009900000343') },
    });
    const { status, redirect_url } = res.json() as { status: string; redirect_url: string };
    expect(status).toBe('requires_action');
    // The challenge page is the gateway's: it has the language from the payment, not the browser.
    const page = await t.app.inject(redirect_url);
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<h1>Bestätigen Sie Ihre Zahlung</h1>');
    // Confirmed, the bank sends the shopper back to the shop's German pages.
    const passed = await t.app.inject({
      method: 'POST',
      url: redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    expect(new URL(passed.headers.location as string).pathname).toBe('/de/checkouts/processing');
  });

  it('voids a confirmed payment whose stock went meanwhile, and tells the shopper', async () => {
    const { hash, item } = await cardCart(44, 'late@example.com');
    const attempt = key();
    const res = await pay(hash, {
      idempotency_key: attempt,
      payment_token: await token('4000009900000343'),
    });
    await t.database.db.execute(sql`update variants set stock = 0 where id = ${item.variant.ID}`);
    const passed = await t.app.inject({
      method: 'POST',
      url: res.body.redirect_url!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pass',
    });
    const paymentId = new URL(passed.headers.location as string).searchParams.get('payment_id')!;
    await t.app.testGateway.idle();
    const back = await checkoutCall(t.app, 'POST', 'cart/approve_checkout', hash, {
      payment_id: paymentId,
    });
    expect(back.status).toBe(422);
    expect(await ordersOf('late@example.com')).toBe(0);
    expect((await gatewayPayments(`${hash}:${attempt}`)).map((p) => p.status)).toEqual(['voided']);
  });
});
