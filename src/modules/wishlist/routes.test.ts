import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCall, completeSteps } from '../../test/checkout-flow.ts';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { WISHLIST_TIPS } from './contract.ts';
import { MAX_WISHLIST } from './service.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Stock is changed in the database by the back-in-stock test: no kept catalogue reads.
  t = await createTestApp({ SMTP_URL: smtp.url, CATALOG_CACHE_TTL_MS: '0' });
  shop = await readShop(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Calls the wishlist as a customer (its session cookie), or as a visitor. */
async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/api/store/wish_list/${url}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the wishlist', () => {
  it('adds and removes products, answering the list of numeric ids and what to tell', async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const [a, b] = shop.products;
    expect((await call('GET', 'wished', cookie)).body).toEqual([]);
    const joined = await call('POST', 'wishing?is_no_stock=0&is_ar=0', cookie, {
      product_id: a!.ID,
    });
    expect(joined).toEqual({
      status: 200,
      body: {
        data: { product_ids: [a!.ID] },
        tips_type: WISHLIST_TIPS.joined,
        success: ['Added to your wishlist.'],
      },
    });
    const variant = b!.variants?.[0]?.ID;
    await call('POST', 'wishing', cookie, { product_id: b!.ID, variant_id: variant });
    // Newest first, numbers and not strings.
    expect((await call('GET', 'wished', cookie)).body).toEqual([b!.ID, a!.ID]);
    // Wished again: still once.
    await call('POST', 'wishing', cookie, { product_id: a!.ID });
    expect((await call('GET', 'wished', cookie)).body).toHaveLength(2);

    const removed = await call('DELETE', 'wishing?is_no_stock=0&is_ar=0', cookie, {
      product_id: a!.ID,
    });
    expect(removed.body).toEqual({
      data: { product_ids: [b!.ID] },
      tips_type: WISHLIST_TIPS.removed,
      success: ['Removed from your wishlist.'],
    });
  });

  it('keeps each customer their own list; a visitor gets 401 and nothing is stored', async () => {
    const ada = await loggedInCustomer(t.app);
    const eve = await loggedInCustomer(t.app);
    const [a] = shop.products;
    await call('POST', 'wishing', ada.cookie, { product_id: a!.ID });
    expect((await call('GET', 'wished', eve.cookie)).body).toEqual([]);
    expect((await call('DELETE', 'wishing', eve.cookie, { product_id: a!.ID })).body.data).toEqual({
      product_ids: [],
    });
    expect((await call('GET', 'wished', ada.cookie)).body).toEqual([a!.ID]);
    expect((await call('GET', 'wished')).status).toBe(401);
    const visitor = await call('POST', 'wishing', undefined, { product_id: a!.ID });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Log in to continue.');
  });

  it('refuses an unknown product and a product id that is not one, changing nothing', async () => {
    const { cookie } = await loggedInCustomer(t.app);
    expect((await call('POST', 'wishing', cookie, { product_id: 999_999_999 })).status).toBe(404);
    for (const product_id of ['x', -1, 0, 1.5, null]) {
      const res = await call('POST', 'wishing', cookie, { product_id });
      expect(res.status).toBe(422);
      expect(res.body.message).toBeTruthy();
    }
    expect((await call('GET', 'wished', cookie)).body).toEqual([]);
  });

  it(`keeps ${MAX_WISHLIST} products at most, then says the list is full`, async () => {
    const { cookie } = await loggedInCustomer(t.app);
    const page = await t.app.inject(`/api/store/products?page_size=100`);
    const ids: number[] = page.json().data.map((p: { ID: number }) => p.ID);
    const more = await t.app.inject(`/api/store/products?page_size=100&page=2`);
    ids.push(...more.json().data.map((p: { ID: number }) => p.ID));
    expect(ids.length).toBeGreaterThan(MAX_WISHLIST);
    // Sent at once: the list takes them in turn and stops at the limit.
    const adds = await Promise.all(
      ids
        .slice(0, MAX_WISHLIST + 1)
        .map((product_id) => call('POST', 'wishing', cookie, { product_id })),
    );
    const tips = adds.map((r) => r.body.tips_type);
    expect(tips.filter((n) => n === WISHLIST_TIPS.joined)).toHaveLength(MAX_WISHLIST);
    expect(tips.filter((n) => n === WISHLIST_TIPS.full)).toHaveLength(1);
    const full = adds.find((r) => r.body.tips_type === WISHLIST_TIPS.full)!;
    expect(full.status).toBe(200);
    expect(full.body.data.product_ids).toHaveLength(MAX_WISHLIST);
    expect(full.body.errors).toEqual(['Your wishlist is full. Remove a product to add another.']);
    expect((await call('GET', 'wished', cookie)).body).toHaveLength(MAX_WISHLIST);
  });
});

describe('back in stock', () => {
  /** Sets a variant's managed stock straight in the database, as a merchant's tool would. */
  const setStock = (variantIds: number[], stock: number) =>
    t.app.database.db.execute(
      sql`update variants set stock = ${stock}, manage_stock = true, backorders = 'no'
          where id = any(${`{${variantIds.join(',')}}`}::int[])`,
    );

  /** The back-in-stock mails an address has received, once every mail queued so far is sent. */
  async function backMails(email: string) {
    const fence = `fence ${Math.random()}`;
    await t.app.jobs.send('mail.send', { to: 'fence@example.com', subject: fence, text: '.' });
    await expect
      .poll(() => smtp.received.some((m) => m.subject === fence), { timeout: 20_000 })
      .toBe(true);
    return smtp.received.filter(
      (m) => JSON.stringify(m.to).includes(email) && /back in stock/.test(m.subject ?? ''),
    );
  }

  it('mails a variant wished while sold out once per return, not per restock', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const { product, variant } = shop.variantIn(undefined, (v) => v.buy_able, 3);
    await setStock([variant.ID], 0);
    const wished = await call('POST', 'wishing?is_no_stock=1', cookie, {
      product_id: product.ID,
      variant_id: variant.ID,
    });
    expect(wished.status).toBe(200);
    // Still sold out: nothing to say.
    await t.app.wishlist.mailBackInStock();
    expect(await backMails(email)).toHaveLength(0);
    // Back: one mail, naming the product and linking to its variant.
    await setStock([variant.ID], 5);
    await t.app.wishlist.mailBackInStock();
    const [mail] = await backMails(email);
    expect(mail!.subject).toContain(product.title);
    expect(mail!.text).toContain(`${product.path}?variant=${variant.ID}`);
    // The next run, and a restock while in stock, say nothing more.
    await t.app.wishlist.mailBackInStock();
    await setStock([variant.ID], 9);
    await t.app.wishlist.mailBackInStock();
    expect(await backMails(email)).toHaveLength(1);
    // Sold out again and back again: a second mail.
    await setStock([variant.ID], 0);
    await t.app.wishlist.mailBackInStock();
    await setStock([variant.ID], 2);
    await t.app.wishlist.mailBackInStock();
    expect(await backMails(email)).toHaveLength(2);
  });

  it('mails a product wished in stock that sold out after, when a variant returns', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const { product } = shop.variantIn(undefined, (v) => v.buy_able, 5);
    const all = product.variants!.map((v) => v.ID);
    expect(
      (await call('POST', 'wishing?is_no_stock=0', cookie, { product_id: product.ID })).status,
    ).toBe(200);
    // In stock: nothing.
    await t.app.wishlist.mailBackInStock();
    // Every variant sold out: the wish waits (one variant left would not be sold out).
    await setStock(all.slice(1), 0);
    await t.app.wishlist.mailBackInStock();
    await setStock(all, 0);
    await t.app.wishlist.mailBackInStock();
    expect(await backMails(email)).toHaveLength(0);
    // The last variant returns: the mail links to it.
    const back = all.at(-1)!;
    await setStock([back], 3);
    await t.app.wishlist.mailBackInStock();
    const mails = await backMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${product.path}?variant=${back}`);
    await setStock(all, 20);
  });

  it('waits from the sale that takes the last one: a return before the next run is mailed', async () => {
    const { email, cookie } = await loggedInCustomer(t.app);
    const { product, variant } = shop.variantIn(undefined, (v) => v.buy_able, 7);
    await setStock([variant.ID], 1);
    await call('POST', 'wishing', cookie, { product_id: product.ID, variant_id: variant.ID });
    await t.app.wishlist.mailBackInStock();
    // Another shopper buys the last one; the sale's stock change starts the wish waiting.
    const { cookie: cart } = await shop.cartWith({ product, variant });
    await completeSteps(t.app, cart!, { email: 'buyer@example.com' });
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cart, {
      idempotency_key: `back-in-stock-${Date.now()}`.padEnd(24, 'x'),
    });
    expect(placed.status).toBe(200);
    const waiting = async () =>
      (
        await queryRows<{ waiting_since: string | null }>(
          t.app.database.db,
          sql`select waiting_since from wishlist_items where product_id = ${product.ID}
              and customer_id = (select id from customers where email = ${email})`,
        )
      )[0]?.waiting_since ?? null;
    await expect.poll(waiting, { timeout: 20_000 }).not.toBeNull();
    // Restocked before the hourly run: that run mails the return.
    await setStock([variant.ID], 6);
    await t.app.wishlist.mailBackInStock();
    expect(await backMails(email)).toHaveLength(1);
  });
});
