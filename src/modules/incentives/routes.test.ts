import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCouponAs, checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { CUSTOMER_PASSWORD, loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const INCENTIVES = {
  incentives: [
    {
      key: 'welcome',
      action: 'sign_up',
      title: '15 % off your first order',
      titles: { 'de-DE': '15 % Rabatt auf Ihre erste Bestellung' },
      discount_type: 'percent',
      amount: 15,
    },
    { key: 'share', action: 'share', title: '$5 off', discount_type: 'fixed_cart', amount: 500 },
  ],
};

/** A call as the customer of `cookie` (or a visitor). */
const call = async (method: 'GET' | 'POST', url: string, cookie?: string, body?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api/store/${url}`,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

describe('incentives', () => {
  it('answers none while the merchant offers none, and a share then is a 404', async () => {
    expect((await call('GET', 'incentives')).body).toEqual({ data: [] });
    const { cookie } = await loggedInCustomer(t.app);
    const shared = await call('POST', 'incentives/share', cookie, {
      product_id: shop.products[0]!.ID,
      network: 'facebook',
    });
    expect(shared.status).toBe(404);
    expect(shared.body.message).toBe('There is no reward for sharing right now.');
  });

  it('lists the running ones in the shopper’s language, without a code for a visitor', async () => {
    await t.app.incentives.load(INCENTIVES);
    const listed = (await call('GET', 'incentives')).body.data;
    expect(listed).toEqual([
      {
        key: 'welcome',
        action: 'sign_up',
        title: '15 % off your first order',
        discount_type: 'percent',
        amount: 15,
        min_subtotal: 0,
        code: null,
      },
      {
        key: 'share',
        action: 'share',
        title: '$5 off',
        discount_type: 'fixed_cart',
        amount: 500,
        min_subtotal: 0,
        code: null,
      },
    ]);
    const german = await t.app.inject({
      url: '/api/store/incentives',
      headers: { 'x-lang': 'de-DE' },
    });
    expect(german.json().data[0].title).toBe('15 % Rabatt auf Ihre erste Bestellung');
  });

  it('gives the share code once per customer, only to a customer, for a listed product', async () => {
    const product = shop.products[0]!.ID;
    const visitor = await call('POST', 'incentives/share', undefined, { product_id: product });
    expect(visitor.status).toBe(401);
    const { cookie, email } = await loggedInCustomer(t.app);
    const unknown = await call('POST', 'incentives/share', cookie, { product_id: 999_999 });
    expect(unknown.status).toBe(404);
    const bad = await call('POST', 'incentives/share', cookie, { product_id: 'x' });
    expect(bad.status).toBe(422);

    const first = await call('POST', 'incentives/share', cookie, {
      product_id: product,
      network: 'x',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      code: expect.stringMatching(/^IN-[A-Z0-9]{8}$/),
      title: '$5 off',
    });
    // Sharing again, or at once twice: the same code.
    const again = await Promise.all([
      call('POST', 'incentives/share', cookie, { product_id: product }),
      call('POST', 'incentives/share', cookie, { product_id: product }),
    ]);
    expect(again.map((a) => a.body.data.code)).toEqual([
      first.body.data.code,
      first.body.data.code,
    ]);
    const mine = (await call('GET', 'incentives', cookie)).body.data;
    expect(mine.find((i: { key: string }) => i.key === 'share').code).toBe(first.body.data.code);

    // The code takes $5 off the customer's own order, and is no one else's: a visitor's cart
    // answers it as a code that does not exist.
    const { cookie: visitorCart } = await shop.cartWith(shop.variantIn());
    const refused = await applyCouponAs(t.app, visitorCart!, first.body.data.code);
    expect(refused).toMatchObject({ status: 422, body: { code: 'coupon_not_found' } });
    const order = async (who: string) => {
      const { cookie: cart } = await shop.cartWith(shop.variantIn());
      const applied = await applyCouponAs(t.app, cart!, first.body.data.code, cookie);
      expect(applied.status).toBe(200);
      await completeSteps(t.app, cart!, { email: who });
      return checkoutCall(t.app, 'POST', 'cart/checkout', cart, {
        idempotency_key: `incentive-${Math.random().toString(36).slice(2)}`.padEnd(24, 'x'),
      });
    };
    expect((await order('someone.else@example.com')).body.code).toBe('coupon_not_yours');
    const placed = await order(email);
    expect(placed.status).toBe(200);
    const row = await t.app.orders.byNumber(placed.body.order_number!);
    expect(row?.coupons).toEqual([first.body.data.code]);
    expect(row?.discountTotal).toBeGreaterThanOrEqual(500);
  });

  it('gives the sign-up code when the customer confirms the address, once', async () => {
    const email = `new-${Date.now()}@example.com`;
    const registered = await call('POST', 'account/register', undefined, {
      email,
      password: CUSTOMER_PASSWORD,
      password_confirmation: CUSTOMER_PASSWORD,
    });
    expect(registered.status).toBe(200);
    await expect
      .poll(() => smtp.received.filter((m) => JSON.stringify(m.to).includes(email)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(email))!;
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect((await call('POST', 'account/verify', undefined, { email, code })).status).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/store/account/login',
      payload: { email, password: CUSTOMER_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'vitrine_session')!;
    const mine = (await call('GET', 'incentives', `vitrine_session=${session.value}`)).body.data;
    expect(mine.find((i: { key: string }) => i.key === 'welcome').code).toMatch(/^IN-/);
  });
});
