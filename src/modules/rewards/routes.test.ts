import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCouponAs, checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { CUSTOMER_PASSWORD, loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import type { CampaignsDto, PointsDto } from './contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let campaigns: CampaignsDto;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  shop = await readShop(t.app);
  campaigns = (await t.app.inject('/api/store/stamped/campaigns')).json();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Calls the store API as a customer (its session cookie), or as a visitor. */
async function call(method: 'GET' | 'POST', url: string, cookie?: string, body?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/store/${url}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Reads points as the widget does: a form with the id, e-mail and token, keys in the query. */
async function readPoints(
  form: { customerId: number; customerEmail: string; authToken: string },
  keys = { public_key: campaigns.public_key, store_hash: campaigns.store_hash },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${campaigns.points_url}?${new URLSearchParams(keys)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, customerId: String(form.customerId) }).toString(),
  });
  return { status: res.statusCode, body: res.json() as PointsDto & { message?: string } };
}

/** A logged-in customer, its id, and its points as the widget reads them. */
async function rewardsCustomer(email?: string) {
  const customer = await loggedInCustomer(t.app, email);
  const info = await call('GET', 'account/info', customer.cookie);
  const id = (info.body as { data: { id: number } }).data.id;
  const points = async () => {
    const { token } = (await call('GET', 'stamped/getToken', customer.cookie)).body as {
      token: string;
    };
    const read = await readPoints({
      customerId: id,
      customerEmail: customer.email,
      authToken: token,
    });
    expect(read.status).toBe(200);
    return read.body;
  };
  return { ...customer, id, points };
}

/** Points a customer may spend now, as the return window of an order would have given them. */
const givePoints = (customerId: number, points: number) =>
  t.app.database.db.execute(
    sql`insert into reward_entries (customer_id, points, reason) values (${customerId}, ${points}, 'signup')`,
  );

/**
 * Places an order of one product for `email`, its coupon applied by the customer whose session
 * cookie is `session` (a visitor without one).
 */
async function placeOrder(
  email: string,
  { coupon, session }: { coupon?: string; session?: string } = {},
): Promise<{ status: number; body: { code?: string; message?: string; order_number?: number } }> {
  const { cookie } = await shop.cartWith(shop.variantIn());
  if (coupon) {
    const applied = await applyCouponAs(t.app, cookie!, coupon, session);
    if (applied.status !== 200) return applied;
  }
  await completeSteps(t.app, cookie!, { email });
  return checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
    idempotency_key: `rewards-${Math.random().toString(36).slice(2)}`.padEnd(24, 'x'),
  });
}

describe('reward campaigns', () => {
  it("lists what points buy, cheapest first, each with the spec's fields, to anyone", async () => {
    expect(campaigns.data.length).toBeGreaterThanOrEqual(3);
    for (const c of campaigns.data) {
      expect(c).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        cost: expect.any(Number),
        data: { discount_type: expect.any(String) },
      });
    }
    const costs = campaigns.data.map((c) => c.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const kinds = campaigns.data.map((c) => c.data.discount_type);
    expect(kinds).toEqual(expect.arrayContaining(['fixed_cart', 'percent', 'product']));
    const res = await t.app.inject('/api/store/stamped/campaigns');
    expect(res.headers['cache-control']).toMatch(/^public/);
  });
});

describe('the points token and the points endpoint', () => {
  it('gives a token to a logged-in customer only, and never a cacheable one', async () => {
    const visitor = await call('GET', 'stamped/getToken');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Log in to continue.');
    const { cookie } = await loggedInCustomer(t.app);
    const res = await call('GET', 'stamped/getToken', cookie);
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the points of the customer the token was given to, as a form post', async () => {
    const customer = await rewardsCustomer();
    expect(await customer.points()).toEqual({
      success: true,
      responseBody: { points: 0, pending: 0 },
      points_current_with_name: '0 points',
    });
    await givePoints(customer.id, 300);
    expect(await customer.points()).toMatchObject({
      responseBody: { points: 300 },
      points_current_with_name: '300 points',
    });
  });

  it("refuses a wrong token and wrong keys; another customer's points are a 404", async () => {
    const ada = await rewardsCustomer();
    const bob = await rewardsCustomer();
    await givePoints(bob.id, 50);
    const token = (await call('GET', 'stamped/getToken', ada.cookie)).body.token as string;
    const right = { customerId: ada.id, customerEmail: ada.email, authToken: token };
    expect((await readPoints(right)).status).toBe(200);
    for (const wrong of [
      { ...right, authToken: 'x'.repeat(43) },
      { ...right, authToken: '' },
    ]) {
      const res = await readPoints(wrong);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your points could not be read. Please reload the page.');
    }
    // Bob's id or e-mail, or no one's, with Ada's token: one 404 that tells nothing of Bob.
    for (const other of [
      { ...right, customerId: bob.id },
      { ...right, customerEmail: bob.email },
      { ...right, customerId: bob.id, customerEmail: bob.email },
      { ...right, customerId: 2_000_000_000 },
    ]) {
      const res = await readPoints(other);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: {
          code: 'rewards_points_not_found',
          message: 'Your points could not be read. Please reload the page.',
        },
      });
    }
    expect(
      (await readPoints(right, { public_key: 'other', store_hash: campaigns.store_hash })).status,
    ).toBe(401);
    expect(
      (await readPoints(right, { public_key: campaigns.public_key, store_hash: 'other' })).status,
    ).toBe(401);
  });
});

describe('earning points', () => {
  it('gives sign-up points once, when the address is confirmed with the mailed code', async () => {
    const email = `signup-${Date.now()}@example.com`;
    const register = await call('POST', 'account/register', undefined, {
      email,
      password: CUSTOMER_PASSWORD,
      password_confirmation: CUSTOMER_PASSWORD,
    });
    expect(register.status).toBe(200);
    const mail = () => smtp.received.find((m) => JSON.stringify(m.to).includes(email));
    await expect.poll(() => mail(), { timeout: 20_000 }).toBeTruthy();
    const code = /\b(\d{6})\b/.exec(mail()!.text ?? '')![1]!;
    expect((await call('POST', 'account/verify', undefined, { email, code })).status).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/store/account/login',
      payload: { email, password: CUSTOMER_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'vitrine_session')!;
    const cookie = `vitrine_session=${session.value}`;
    const id = (await call('GET', 'account/info', cookie)).body.data.id as number;
    const token = (await call('GET', 'stamped/getToken', cookie)).body.token as string;
    const read = await readPoints({ customerId: id, customerEmail: email, authToken: token });
    expect(read.body.responseBody).toEqual({ points: campaigns.earning.signup, pending: 0 });
  });

  it("earns an order's points when it is paid, waiting out the return window, less refunds", async () => {
    const customer = await rewardsCustomer();
    const placed = await placeOrder(customer.email.toUpperCase());
    expect(placed.status).toBe(200);
    const number = placed.body.order_number!;
    // A bank transfer not received yet earns nothing.
    expect((await customer.points()).responseBody).toEqual({ points: 0, pending: 0 });
    const order = (await t.app.orders.byNumber(number))!;
    const goods = order.total - order.shippingTotal - order.insuranceTotal - order.taxTotal;
    await t.app.orders.merchant.markPaid(number);
    const earned = Math.floor(goods / 100);
    expect(earned).toBeGreaterThan(0);
    expect((await customer.points()).responseBody).toEqual({ points: 0, pending: earned });
    // Half the goods refunded: half the points go.
    const half = Math.floor(goods / 2);
    await t.app.orders.merchant.refund(number, half);
    const after = Math.floor((goods - half) / 100);
    expect((await customer.points()).responseBody).toEqual({ points: 0, pending: after });
    // Once the return window has passed, they can be spent.
    await t.app.database.db.execute(
      sql`update reward_entries set available_at = now() where order_id = ${order.id}`,
    );
    expect((await customer.points()).responseBody).toEqual({ points: after, pending: 0 });
    // Refunded in full: none left.
    await t.app.orders.merchant.refund(number);
    expect((await customer.points()).responseBody).toEqual({ points: 0, pending: 0 });
  });

  it('gives a guest order no points unless its e-mail is a confirmed account', async () => {
    const placed = await placeOrder(`guest-${Date.now()}@example.com`);
    await t.app.orders.merchant.markPaid(placed.body.order_number!);
    const [row] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from reward_entries e join orders o on o.id = e.order_id
          where o.number = ${placed.body.order_number!}`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('redeeming points', () => {
  const cheapest = () => campaigns.data[0]!;

  it('refuses too few points with the message the widget shows, spending nothing', async () => {
    const customer = await rewardsCustomer();
    const cost = cheapest().cost;
    await givePoints(customer.id, cost - 1);
    const res = await call('POST', 'stamped/redeem_rewards', customer.cookie, {
      templateId: cheapest().id,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`This reward costs ${cost} points; you have ${cost - 1} points.`);
    expect((await customer.points()).responseBody.points).toBe(cost - 1);
    const visitor = await call('POST', 'stamped/redeem_rewards', undefined, {
      templateId: cheapest().id,
    });
    expect(visitor.status).toBe(401);
    const unknown = await call('POST', 'stamped/redeem_rewards', customer.cookie, {
      templateId: 999_999,
    });
    expect(unknown.status).toBe(404);
    const bad = await call('POST', 'stamped/redeem_rewards', customer.cookie, { templateId: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('This reward is no longer offered.');
  });

  it("gives a single-use coupon for the customer's own orders, and takes the cost", async () => {
    const customer = await rewardsCustomer();
    const campaign = cheapest();
    await givePoints(customer.id, campaign.cost + 200);
    const res = await call('POST', 'stamped/redeem_rewards', customer.cookie, {
      templateId: campaign.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: campaign.title,
      rule_code: expect.stringMatching(/^RW-\w{8}$/),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const code = res.body.rule_code as string;
    expect((await customer.points()).responseBody.points).toBe(200);

    // Another customer's cart, or a visitor's, is answered as if the code did not exist.
    const { cookie: cart } = await shop.cartWith(shop.variantIn());
    const unknown = await applyCouponAs(t.app, cart!, 'RW-ZZZZZZZZ');
    expect(unknown.status).toBe(422);
    const stranger = await loggedInCustomer(t.app);
    for (const session of [stranger.cookie, undefined]) {
      const refused = await applyCouponAs(t.app, cart!, code, session);
      expect(refused).toEqual({ status: 422, body: unknown.body });
    }
    // The customer's own order takes it off, once.
    const own = await placeOrder(customer.email, { coupon: code, session: customer.cookie });
    expect(own.status).toBe(200);
    const order = (await t.app.orders.byNumber(own.body.order_number!))!;
    expect(order.coupons).toEqual([code]);
    expect(order.discountTotal).toBeGreaterThan(0);
    // Used once: the cart or checkout refuses it after.
    const again = await placeOrder(customer.email, { coupon: code, session: customer.cookie });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('coupon_usage_limit');
  });

  it('spends points once when two redemptions race', async () => {
    const customer = await rewardsCustomer();
    const campaign = cheapest();
    await givePoints(customer.id, campaign.cost);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', 'stamped/redeem_rewards', customer.cookie, { templateId: campaign.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect((await customer.points()).responseBody.points).toBe(0);
  });
});

describe('points that expire', () => {
  it('warns a quiet customer once, a month before, then takes the points after a year', async () => {
    const customer = await rewardsCustomer();
    await givePoints(customer.id, 700);
    const quietFor = (days: number) =>
      t.app.database.db.execute(
        sql`update reward_entries set created_at = now() - make_interval(days => ${days})
            where customer_id = ${customer.id} and reason <> 'expiry_warning'`,
      );
    const warnings = () =>
      smtp.received.filter(
        (m) => JSON.stringify(m.to).includes(customer.email) && /expire/.test(m.subject ?? ''),
      );
    // Ten months without earning or spending: nothing yet.
    await quietFor(300);
    await t.app.rewardsExpiry.run();
    expect((await customer.points()).responseBody.points).toBe(700);
    // Eleven months: warned, the points still there; a second run warns no more.
    await quietFor(340);
    await t.app.rewardsExpiry.run();
    await expect.poll(() => warnings().length, { timeout: 20_000 }).toBe(1);
    expect(warnings()[0]!.subject).toBe('Your 700 points at Vitrine will expire soon');
    expect(warnings()[0]!.text).toMatch(/700 reward points will expire on \w+ \d+, \d{4}/);
    await t.app.rewardsExpiry.run();
    expect((await customer.points()).responseBody.points).toBe(700);
    // A year: they are gone.
    await quietFor(366);
    await t.app.rewardsExpiry.run();
    expect((await customer.points()).responseBody.points).toBe(0);
    expect(warnings()).toHaveLength(1);
  });

  it('keeps the points of a customer who spends or earns', async () => {
    const customer = await rewardsCustomer();
    await givePoints(customer.id, 900);
    await t.app.database.db.execute(
      sql`update reward_entries set created_at = now() - interval '400 days'
          where customer_id = ${customer.id}`,
    );
    // Spending is activity: what is left stays.
    const res = await call('POST', 'stamped/redeem_rewards', customer.cookie, {
      templateId: campaigns.data[0]!.id,
    });
    expect(res.status).toBe(200);
    await t.app.rewardsExpiry.run();
    expect((await customer.points()).responseBody.points).toBe(900 - campaigns.data[0]!.cost);
  });
});
