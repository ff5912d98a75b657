import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { sql } from 'drizzle-orm';
import type { CartDto } from './contract.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

const lines = (cart: CartDto) => Object.values(cart.cart);

describe('changing and removing cart lines', () => {
  it('sets a quantity with PUT cart/{id}, and 0 or DELETE removes the line', async () => {
    const a = shop.variantIn('dresses');
    const b = shop.variantIn('bottoms');
    const { cookie, body } = await shop.cartWith(a, b);
    const [first, second] = lines(body);
    const changed = await shop.call('PUT', `cart/${first!.key}`, cookie, { quantity: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body.cart[first!.key]!.quantity).toBe(4);
    expect(changed.body.cart_contents_count).toBe(5);
    expect(changed.body.cart_subtotal).toBeCloseTo(a.variant.price * 4 + b.variant.price, 2);

    const removed = await shop.call('DELETE', `cart/${second!.key}`, cookie);
    expect(Object.keys(removed.body.cart)).toEqual([first!.key]);
    const zero = await shop.call('PUT', `cart/${first!.key}`, cookie, { quantity: 0 });
    expect(zero.body.cart).toEqual({});
    expect(zero.body.cart_total).toBe(0);
  });

  it('batch_update and batch_remove change several lines at once, all or none', async () => {
    const a = shop.variantIn('dresses', () => true, 1);
    const b = shop.variantIn('bottoms', () => true, 1);
    const { cookie, body } = await shop.cartWith(a, b);
    const [first, second] = lines(body);
    const both = await shop.call('POST', 'cart/batch_update', cookie, {
      items: [
        { id: first!.key, quantity: 2 },
        { id: second!.key, quantity: 3 },
      ],
    });
    expect(lines(both.body).map((l) => l.quantity)).toEqual([2, 3]);
    // One unknown line refuses the whole batch.
    const bad = await shop.call('POST', 'cart/batch_update', cookie, {
      items: [
        { id: first!.key, quantity: 9 },
        { id: 999999, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('This item is no longer in your cart.');
    expect((await shop.call('GET', 'cart', cookie)).body.cart[first!.key]!.quantity).toBe(2);
    const gone = await shop.call('POST', 'cart/batch_remove', cookie, {
      ids: [first!.key, second!.key],
    });
    expect(gone.body.cart).toEqual({});
  });

  it("refuses another cart's line and changes neither cart", async () => {
    const a = shop.variantIn('dresses', () => true, 2);
    const mine = await shop.cartWith(a);
    const theirs = await shop.cartWith(a);
    const theirLine = lines(theirs.body)[0]!.key;
    const res = await shop.call('DELETE', `cart/${theirLine}`, mine.cookie);
    expect(res.status).toBe(404);
    expect((await shop.call('GET', 'cart', theirs.cookie)).body.cart[theirLine]).toBeDefined();
    expect(lines((await shop.call('GET', 'cart', mine.cookie)).body)).toHaveLength(1);
  });

  it('refuses more than the stock when a quantity grows, but always lets it shrink', async () => {
    const limited = shop.products
      .flatMap((p) => p.variants!.map((v) => ({ product: p, variant: v })))
      .find(
        (x) =>
          x.variant.manage_stock &&
          x.variant.backorders === 'no' &&
          x.variant.stock >= 2 &&
          x.variant.stock < 50,
      )!;
    const { cookie, body } = await shop.cartWith(limited);
    const key = lines(body)[0]!.key;
    const over = await shop.call('PUT', `cart/${key}`, cookie, {
      quantity: limited.variant.stock + 1,
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/left in stock/);
    expect(
      (await shop.call('PUT', `cart/${key}`, cookie, { quantity: limited.variant.stock })).status,
    ).toBe(200);
    expect((await shop.call('PUT', `cart/${key}`, cookie, { quantity: 1 })).status).toBe(200);
  });

  it('moves and removes both lenses of a pair together, and counts the pair once', async () => {
    const glasses = shop.products.find((p) =>
      p.variant_attrs?.some((a) => a.name === 'Power( L )'),
    )!;
    const variant = glasses.variants!.find((v) => v.buy_able)!;
    const res = await shop.call('POST', 'cart', undefined, {
      items: [
        {
          product_id: glasses.ID,
          variant_id: variant.ID,
          quantity: 1,
          properties: { 'Power( L )': '-1.00', groupId: 'g1' },
        },
        {
          product_id: glasses.ID,
          variant_id: variant.ID,
          quantity: 1,
          properties: { 'Power( R )': '-1.25', groupId: 'g1' },
        },
      ],
    });
    const [left, right] = lines(res.body);
    expect(left!.group_id).toBe('g1');
    const two = await shop.call('PUT', `cart/${left!.key}`, res.cookie, { quantity: 2 });
    expect(lines(two.body).map((l) => l.quantity)).toEqual([2, 2]);
    expect(two.body.cart_contents_count).toBe(2);
    const none = await shop.call('DELETE', `cart/${right!.key}`, res.cookie);
    expect(none.body.cart).toEqual({});
  });

  it("carries each line's groupId and whether it ships from an overseas warehouse", async () => {
    const abroad = shop.variantIn('home');
    // The merchant marks the product as shipped from abroad (the catalogue has no call for it).
    await t.database.db.execute(
      sql`update products set is_overseas_depot = true where id = ${abroad.product.ID}`,
    );
    const here = shop.variantIn('bottoms', () => true, 5);
    const res = await shop.call('POST', 'cart', undefined, {
      items: [
        { product_id: abroad.product.ID, variant_id: abroad.variant.ID, quantity: 1 },
        {
          product_id: here.product.ID,
          variant_id: here.variant.ID,
          quantity: 1,
          properties: { groupId: 'g9' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const [far, near] = lines(res.body);
    expect(far!.properties).toEqual({ is_overseas_depot: true });
    expect(near!.properties).toEqual({ groupId: 'g9', is_overseas_depot: false });
    expect(near!.group_id).toBe('g9');
    // The cart page tells the shopper which line ships from abroad.
    const page = await t.app.inject({
      url: '/cart',
      headers: { cookie: `cart_hash=${res.cookie}` },
    });
    expect(page.body.match(/data-testid="line-overseas">Ships from our overseas/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/is_overseas_depot: |groupId: g9/);
  });

  it('takes the known add types, and refuses another with a message, adding nothing', async () => {
    const a = shop.variantIn('bottoms', () => true, 6);
    const item = { product_id: a.product.ID, variant_id: a.variant.ID, quantity: 1 };
    for (const addType of ['add_to_cart', 'quick_add', 'combination', 'buy_now']) {
      const ok = await shop.call('POST', 'cart', undefined, { items: [item], addType });
      expect(ok.status, addType).toBe(200);
    }
    const { cookie } = await shop.cartWith(a);
    const bad = await shop.call('POST', 'cart', cookie, { items: [item], addType: 'teleport' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('This way of adding to the cart is not known.');
    expect((await shop.call('GET', 'cart', cookie)).body.cart_contents_count).toBe(1);
  });

  it('tells the most a line may hold, and the cart page disables plus there', async () => {
    const scarce = shop.products
      .flatMap((product) => (product.variants ?? []).map((variant) => ({ product, variant })))
      .find(
        ({ variant: v }) =>
          v.buy_able && v.manage_stock && v.backorders === 'no' && v.stock >= 2 && v.stock <= 50,
      )!;
    const stock = scarce.variant.stock;
    const { cookie, body } = await shop.cartWith({ ...scarce, quantity: stock - 1 });
    const [line] = lines(body);
    expect(line!.max_quantity).toBe(stock);
    const html = async () =>
      (await t.app.inject({ url: '/cart', headers: { cookie: `cart_hash=${cookie}` } })).body;
    const plus = /<button[^>]*value="(\d+)"[^>]*aria-label="Increase the quantity of [^"]*"/;
    expect(plus.exec(await html())![0]).not.toContain('disabled');
    await shop.call('PUT', `cart/${line!.key}`, cookie, { quantity: stock });
    expect(plus.exec(await html())![0]).toContain('disabled');
    // A line whose stock is not managed may hold up to 100000.
    const open = shop.variantIn(undefined, (v) => !v.manage_stock);
    expect(lines((await shop.cartWith(open)).body)[0]!.max_quantity).toBe(100_000);
  });

  it('keeps a note of at most 500 characters', async () => {
    const { cookie } = await shop.cartWith(shop.variantIn('dresses'));
    const ok = await shop.call('PUT', 'cart/note', cookie, { note: 'Gift wrap, please.' });
    expect(ok.body.note).toBe('Gift wrap, please.');
    const long = await shop.call('PUT', 'cart/note', cookie, { note: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('The note can be at most 500 characters long.');
    expect((await shop.call('GET', 'cart', cookie)).body.note).toBe('Gift wrap, please.');
  });

  it('batch_cart adds what it can and says why for the rest', async () => {
    const a = shop.variantIn('dresses', () => true, 3);
    const soldOut = shop.products
      .flatMap((p) => p.variants!.map((v) => ({ product: p, variant: v })))
      .find((x) => !x.variant.buy_able)!;
    const res = await shop.call('POST', 'batch_cart', undefined, {
      items: [
        { product_id: a.product.ID, variant_id: a.variant.ID, quantity: 1 },
        { product_id: soldOut.product.ID, variant_id: soldOut.variant.ID, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(lines(res.body)).toHaveLength(1);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual([{ code: 'sold_out', message: 'Sold out' }]);
    expect(res.cookie).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'The quantity must be between 1 and 100000.'],
    ['a fractional quantity', { quantity: 1.5 }, 'The quantity must be a whole number.'],
    ['a price sent by the client', { quantity: 1, price: 0.01 }, null],
  ])('%s leaves the line as it was', async (_name, body, message) => {
    const a = shop.variantIn('dresses', () => true, 4);
    const { cookie, body: cart } = await shop.call('POST', 'cart', undefined, {
      items: [{ product_id: a.product.ID, variant_id: a.variant.ID, quantity: 2 }],
    });
    const key = lines(cart)[0]!.key;
    const res = await shop.call('PUT', `cart/${key}`, cookie, body);
    if (message) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect((await shop.call('GET', 'cart', cookie)).body).toEqual(cart);
    } else {
      // Unknown fields are ignored: the price is the catalogue's.
      expect(res.body.cart[key]!.price).toBe(a.variant.price);
    }
  });

  it('20 parallel adds to one cart give quantity 20 and totals equal to a recompute', async () => {
    const a = shop.variantIn('bottoms', () => true, 2);
    const { cookie, body } = await shop.cartWith(a);
    await shop.call('DELETE', `cart/${lines(body)[0]!.key}`, cookie);
    const item = { items: [{ product_id: a.product.ID, variant_id: a.variant.ID, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.call('POST', 'cart', cookie, item)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const cart = (await shop.call('GET', 'cart', cookie)).body;
    expect(lines(cart)[0]!.quantity).toBe(20);
    expect(cart.cart_subtotal).toBeCloseTo(a.variant.price * 20, 2);
    expect(cart.cart_total).toBeCloseTo(cart.cart_subtotal - cart.discount_total, 2);
  });

  it('two instances of the shop on one database add in parallel as one', async () => {
    const other = await t.anotherInstance();
    try {
      const a = shop.variantIn('bottoms', () => true, 3);
      const { cookie, body } = await shop.cartWith(a);
      await shop.call('DELETE', `cart/${lines(body)[0]!.key}`, cookie);
      const payload = {
        items: [{ product_id: a.product.ID, variant_id: a.variant.ID, quantity: 1 }],
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          (n % 2 ? other.app : t.app).inject({
            method: 'POST',
            url: '/api/store/cart',
            headers: { 'content-type': 'application/json', cookie: `cart_hash=${cookie}` },
            payload,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      for (const app of [t.app, other.app]) {
        const cart = (
          await app.inject({ url: '/api/store/cart', headers: { cookie: `cart_hash=${cookie}` } })
        ).json() as CartDto;
        expect(lines(cart)[0]!.quantity).toBe(20);
        expect(cart.cart_subtotal).toBeCloseTo(a.variant.price * 20, 2);
        expect(cart.cart_total).toBeCloseTo(cart.cart_subtotal - cart.discount_total, 2);
      }
    } finally {
      await other.close();
    }
  });
});
