import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCall, completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { MAX_ADDRESSES } from './address-book.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

/** Calls the store API as a customer (its session cookie), or as a visitor. */
async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/api/store/${url}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const GERMAN_ADDRESS = {
  first_name: 'Grete',
  last_name: 'Weiß',
  address1: 'Karl-Liebknecht-Str. 9',
  city: 'Leipzig',
  country: 'DE',
  zip: '04109',
};

describe('the address book', () => {
  it('keeps, changes and deletes addresses, one of them the default, and counts them', async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const first = await call('POST', 'addresses', cookie, US_ADDRESS);
    expect(first.status).toBe(200);
    // The first address is the default, whatever was asked.
    expect(first.body.data).toMatchObject({ ...US_ADDRESS, default: true });
    const second = await call('POST', 'addresses', cookie, { ...GERMAN_ADDRESS, default: true });
    expect(second.body.data).toMatchObject({ city: 'Leipzig', default: true });
    const listed = await call('GET', 'addresses', cookie);
    expect(
      listed.body.data.map((a: { city: string; default: boolean }) => [a.city, a.default]),
    ).toEqual([
      ['Leipzig', true],
      ['Springfield', false],
    ]);
    expect((await call('GET', 'account/info', cookie)).body.data.address_book_count).toBe(2);

    const changed = await call('PUT', `addresses/${first.body.data.id}`, cookie, {
      ...US_ADDRESS,
      address1: '14 Analytical Row',
      default: true,
    });
    expect(changed.body.data).toMatchObject({ address1: '14 Analytical Row', default: true });
    const after = (await call('GET', 'addresses', cookie)).body.data;
    expect(after.filter((a: { default: boolean }) => a.default)).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first.body.data.id, default: true });

    // Deleting the default makes the other one the default.
    expect((await call('DELETE', `addresses/${first.body.data.id}`, cookie)).status).toBe(200);
    const left = (await call('GET', 'addresses', cookie)).body.data;
    expect(left).toEqual([expect.objectContaining({ id: second.body.data.id, default: true })]);
    expect((await call('GET', 'account/info', cookie)).body.data.address_book_count).toBe(1);
  });

  it("checks an address by its country's rules and names every wrong field", async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const refused = await call('POST', 'addresses', cookie, { ...GERMAN_ADDRESS, zip: '123' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['zip']);
    const empty = await call('POST', 'addresses', cookie, { country: 'DE' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('first_name');
    expect((await call('GET', 'addresses', cookie)).body.data).toEqual([]);
  });

  it("keeps each customer's book their own: another's address is a 404, a visitor a 401", async () => {
    const ada = await loggedInCustomer(t.app);
    const eve = await loggedInCustomer(t.app);
    const kept = (await call('POST', 'addresses', ada.cookie, US_ADDRESS)).body.data;
    const put = await call('PUT', `addresses/${kept.id}`, eve.cookie, GERMAN_ADDRESS);
    expect(put.status).toBe(404);
    expect((await call('DELETE', `addresses/${kept.id}`, eve.cookie)).status).toBe(404);
    expect((await call('GET', 'addresses', eve.cookie)).body.data).toEqual([]);
    expect((await call('GET', 'addresses', ada.cookie)).body.data).toEqual([
      expect.objectContaining({ id: kept.id, city: 'Springfield' }),
    ]);
    for (const [method, url] of [
      ['GET', 'addresses'],
      ['POST', 'addresses'],
      ['DELETE', `addresses/${kept.id}`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? US_ADDRESS : undefined);
      expect(res.status).toBe(401);
    }
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const adds = Array.from({ length: MAX_ADDRESSES + 1 }, (_, i) =>
      call('POST', 'addresses', cookie, { ...US_ADDRESS, address1: `${i + 1} Analytical Row` }),
    );
    // Sent at once: the book takes them in turn and stops at the limit.
    const statuses = (await Promise.all(adds)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_ADDRESSES);
    const full = await call('POST', 'addresses', cookie, US_ADDRESS);
    expect(full).toMatchObject({ status: 422, body: { code: 'address_book_full' } });
    const book = (await call('GET', 'addresses', cookie)).body.data;
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book.filter((a: { default: boolean }) => a.default)).toHaveLength(1);
  });
});

describe("the customer's orders", () => {
  /** Places an order as a guest with `email`; its number. */
  async function guestOrder(email: string) {
    const { cookie } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, cookie!, { email });
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cookie, {
      idempotency_key: `account-${email}`.replace(/\W/g, '').padEnd(20, 'x'),
    });
    expect(placed.status).toBe(200);
    return placed.body.order_number!;
  }

  it('lists the orders placed with the confirmed address, guest orders before the account too', async () => {
    const email = `orders-${Date.now()}@example.com`;
    const before = await guestOrder(email);
    // Another shopper's order is not listed.
    const other = await guestOrder(`other-${Date.now()}@example.com`);
    const { cookie } = await loggedInCustomer(t.app, email);
    const after = await guestOrder(email.toUpperCase());
    const listed = await call('GET', 'account/orders', cookie);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, total: 2 });
    expect(listed.body.data.map((o: { number: number }) => o.number)).toEqual([after, before]);
    expect(listed.body.data[0]).toMatchObject({
      name: `#${after}`,
      item_count: 1,
      financial_status: 'unpaid',
      fulfillment_status_label: expect.any(String),
    });
    const one = await call('GET', `account/orders/${before}`, cookie);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ number: before, email });
    expect((await call('GET', `account/orders/${other}`, cookie)).status).toBe(404);
    expect((await call('GET', 'account/orders', undefined)).status).toBe(401);
    const paged = await call('GET', 'account/orders?page=2&page_size=1', cookie);
    expect(paged.body).toMatchObject({ page: 2, total: 2, data: [{ number: before }] });
  });

  it('lists an order the customer placed logged in with another address, and it earns their points', async () => {
    const { email, cookie: session } = await loggedInCustomer(t.app);
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const gift = `gift-${Date.now()}@example.com`;
    await completeSteps(t.app, hash!, { email: gift });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart/checkout',
      headers: { 'content-type': 'application/json', cookie: `cart_hash=${hash}; ${session}` },
      payload: JSON.stringify({ idempotency_key: `gift-order-${Date.now()}`.padEnd(20, 'x') }),
    });
    expect(placed.statusCode).toBe(200);
    const number = placed.json().order_number as number;
    const listed = await call('GET', 'account/orders', session);
    expect(listed.body.data.map((o: { number: number }) => o.number)).toContain(number);
    const one = await call('GET', `account/orders/${number}`, session);
    expect(one).toMatchObject({ status: 200, body: { number, email: gift } });
    // Another customer does not see it...
    const other = await loggedInCustomer(t.app);
    expect((await call('GET', `account/orders/${number}`, other.cookie)).status).toBe(404);
    // ...and its points, once paid, are the customer's who placed it.
    const info = await call('GET', 'account/info', session);
    const before = (await t.app.rewards.balance(info.body.data.id)).pending;
    await t.app.orders.merchant.markPaid(number);
    expect((await t.app.rewards.balance(info.body.data.id)).pending).toBeGreaterThan(before);
    expect(email).not.toBe(gift);
  });
});
