import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { LAST_SALES_DAYS, SALE_TIME_STEP_MINUTES, VISIT_WINDOW_MINUTES } from './contract.ts';
import { visitorOf } from './service.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

/** An order of the `nth` buyable product by bank transfer (unpaid until the merchant says so). */
async function placeOrder(email: string, nth: number) {
  const bought = shop.variantIn(undefined, undefined, nth);
  const { cookie } = await shop.cartWith(bought);
  await completeSteps(t.app, cookie!, { email });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart/checkout',
    headers: { cookie: `cart_hash=${cookie}` },
    payload: { idempotency_key: `sale-${email.replace(/\W/g, '')}`.padEnd(20, 'x') },
  });
  expect(res.statusCode).toBe(200);
  return { number: (res.json() as { order_number: number }).order_number, product: bought.product };
}

const lastSales = async (locale = 'en-US') => {
  const res = await t.app.inject({ url: '/api/store/last-sales', headers: { 'x-lang': locale } });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('last-sales', () => {
  it("shows the shop's paid sales only, newest first, with nothing about who bought", async () => {
    expect((await lastSales()).json()).toEqual({ data: [] });
    const first = await placeOrder('first.buyer@example.com', 0);
    const second = await placeOrder('second.buyer@example.com', 1);
    // Unpaid orders are no sales.
    expect((await lastSales()).json()).toEqual({ data: [] });

    await t.app.orders.confirmPayment(first.number);
    await t.app.orders.confirmPayment(second.number);
    // The kept answer goes when the payments' announcement comes (a moment later on PostgreSQL).
    await expect.poll(async () => (await lastSales()).json().data.length).toBe(2);
    const answer = await lastSales();
    const { data } = answer.json() as { data: Record<string, unknown>[] };
    expect(data.map((s) => s.product_id)).toEqual([second.product.ID, first.product.ID]);
    expect(data[0]).toEqual({
      product_id: second.product.ID,
      title: second.product.title,
      path: second.product.path,
      image: second.product.feature_image,
      country: 'US',
      sold_at: expect.stringMatching(/Z$/),
    });
    // The time only to the step: it points at no one's order.
    expect(new Date(data[0]!.sold_at as string).getTime() % (SALE_TIME_STEP_MINUTES * 60_000)).toBe(
      0,
    );
    // No e-mail, name, street, city, amount or order number.
    const text = answer.body.toLowerCase();
    for (const secret of [
      'buyer@example.com',
      US_ADDRESS.first_name,
      US_ADDRESS.last_name,
      US_ADDRESS.address1,
      US_ADDRESS.city,
      String(first.number),
      String(second.number),
    ]) {
      expect(text).not.toContain(secret.toLowerCase());
    }
  });

  it("names the products in the shopper's language", async () => {
    const german = (await lastSales('de-DE')).json().data as {
      product_id: number;
      title: string;
    }[];
    const products = (
      await t.app.inject({
        url: '/api/store/products?page_size=100',
        headers: { 'x-lang': 'de-DE' },
      })
    ).json().data as { ID: number; title: string }[];
    expect(german.length).toBeGreaterThan(0);
    for (const sale of german) {
      expect(sale.title).toBe(products.find((p) => p.ID === sale.product_id)!.title);
    }
  });

  it(`leaves out sales older than ${LAST_SALES_DAYS} days`, async () => {
    const before = (await lastSales()).json().data.length as number;
    await t.app.database.db.execute(
      sql`update orders set created_at = now() - make_interval(days => ${LAST_SALES_DAYS + 1})
        where id = (select min(id) from orders)`,
    );
    // Time passing announces nothing: the kept answer goes as its time runs out.
    t.app.microCache.clear();
    expect((await lastSales()).json().data).toHaveLength(before - 1);
  });
});

describe('visitors_counter', () => {
  const visit = (productId: unknown, userAgent: string, ip = '203.0.113.7', device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/store/visitors_counter',
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { product_id: productId, ...(device ? { device } : {}) },
    });
  const count = async (productId: number) =>
    (await t.app.inject(`/api/store/visitors_counter?product_id=${productId}`)).json().data.count;

  it('counts one address once, however many requests and whatever its browser says of itself', async () => {
    const product = shop.products[3]!;
    expect(await count(product.ID)).toBe(0);
    // 50 views from one address, each with a browser and a device fingerprint of its own.
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const device = i.toString(16).padStart(32, '0');
      const res = await visit(product.ID, `browser ${i}`, '203.0.113.7', device);
      answers.push((res.json() as { data: { count: number } }).data.count);
    }
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await count(product.ID)).toBe(1);
    // Three more addresses are three more visitors.
    for (const ip of ['198.51.100.9', '192.0.2.44', '2001:db8:aa:1::7']) {
      await visit(product.ID, 'browser A', ip);
    }
    expect(await count(product.ID)).toBe(4);
    // Another product's visitors are its own.
    expect(await count(shop.products[4]!.ID)).toBe(0);
  });

  it('counts an IPv6 network (/64) as one visitor, and an IPv4-mapped address as its IPv4', async () => {
    const product = shop.products[5]!;
    // A phone may take a new address of its /64 for each request.
    for (const ip of [
      '2001:db8:5:6::1',
      '2001:db8:5:6:abcd::2',
      '2001:0db8:0005:0006:ffff:1:2:3',
    ]) {
      expect((await visit(product.ID, 'phone', ip)).json().data.count).toBe(1);
    }
    expect((await visit(product.ID, 'phone', '2001:db8:5:7::1')).json().data.count).toBe(2);
    expect((await visit(product.ID, 'laptop', '192.0.2.80')).json().data.count).toBe(3);
    expect((await visit(product.ID, 'laptop', '::ffff:192.0.2.80')).json().data.count).toBe(3);
  });

  it('keeps a visitor by a keyed hash: the day and the address alone do not give it', async () => {
    const product = shop.products[7]!;
    await visit(product.ID, 'browser A', '198.51.100.77');
    const [row] = await queryRows<{ visitor: string }>(
      t.database.db,
      sql`select visitor from product_visits where product_id = ${product.ID}`,
    );
    const day = new Date().toISOString().slice(0, 10);
    const guessed = createHash('sha256')
      .update(`vitrine-visitor:${day}:198.51.100.77`)
      .digest('base64url')
      .slice(0, 22);
    expect(row!.visitor).toHaveLength(22);
    expect(row!.visitor).not.toBe(guessed);
    expect(row!.visitor).toBe(t.app.socialProof.visitorOf('198.51.100.77'));
    // The shop's secret keys it: two processes with the same secret count a visitor alike.
    expect(visitorOf('198.51.100.77', 'a shared secret of the shop')).toBe(
      visitorOf('198.51.100.77', 'a shared secret of the shop'),
    );
    expect(visitorOf('198.51.100.77', 'a shared secret of the shop')).not.toBe(
      visitorOf('198.51.100.77', 'another shop entirely'),
    );
  });

  it('forgets a visitor after the window', async () => {
    const product = shop.products[6]!;
    for (const ip of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
      await visit(product.ID, 'browser A', ip);
    }
    expect(await count(product.ID)).toBe(3);
    // Past the window, a visitor no longer counts, and the job deletes the visit.
    await t.app.database.db.execute(
      sql`update product_visits set seen_at = now() - make_interval(mins => ${VISIT_WINDOW_MINUTES + 1})
        where visitor = (select visitor from product_visits where product_id = ${product.ID} limit 1)`,
    );
    expect(await count(product.ID)).toBe(2);
    const kept = async () =>
      (
        (await t.app.database.db.execute(
          sql`select count(*)::int as n from product_visits where product_id = ${product.ID}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await kept()).toBe(3);
    await t.app.socialProof.forgetVisits();
    expect(await kept()).toBe(2);
    // What is kept finds no one: neither the address nor the browser is in it.
    const rows = await t.app.database.db.execute(sql`select * from product_visits`);
    const text = JSON.stringify(rows);
    for (const secret of ['203.0.113', '2001:db8', '192.0.2', 'browser']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses a product id that is not one, and a product the shop does not list, keeping nothing', async () => {
    const bad = await visit('abc', 'browser C');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The product ID is not valid.');
    const unknown = await visit(999_999, 'browser C');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The product is no longer available');
    const german = await t.app.inject({
      url: '/api/store/visitors_counter?product_id=-1',
      headers: { 'x-lang': 'de-DE' },
    });
    expect(german.statusCode).toBe(422);
    expect(german.json().message).not.toBe('The product ID is not valid.');
    const rows = await t.app.database.db.execute(
      sql`select count(*)::int as n from product_visits where product_id = 999999`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
