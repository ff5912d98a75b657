import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  CATALOG_CHANGED,
  type ProductPage,
  type ProductDto,
  type VariantDto,
} from '../catalog/contract.ts';
import type { CartDto } from './contract.ts';

let t: TestApp;
let products: ProductDto[];
beforeAll(async () => {
  t = await createTestApp();
  products = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject(`/api/store/products?page_size=100&with=variants&page=${page}`);
    const body = res.json() as ProductPage;
    products.push(...body.data);
    if (page >= body.total_pages) break;
  }
});
afterAll(() => t.close());

function findVariant(test: (v: VariantDto) => boolean): {
  product: ProductDto;
  variant: VariantDto;
} {
  for (const product of products) {
    const variant = product.variants!.find(test);
    if (variant) return { product, variant };
  }
  throw new Error('no such variant in the demo shop');
}

const inStock = () => findVariant((v) => v.buy_able && v.manage_stock && v.stock >= 3);

async function add(body: unknown, cookie?: string, contentType = 'application/json') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart',
    headers: { 'content-type': contentType, ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const setCookie = res.cookies.find((c) => c.name === 'cart_hash');
  return { status: res.statusCode, body: res.json(), cookie: setCookie?.value };
}

async function getCart(cookie?: string): Promise<CartDto> {
  const res = await t.app.inject({
    url: '/api/store/cart',
    headers: cookie ? { cookie: `cart_hash=${cookie}` } : {},
  });
  return res.json() as CartDto;
}

describe('POST /api/store/cart', () => {
  it('creates a cart, sets the cart_hash cookie and prices the line on the server', async () => {
    const { product, variant } = inStock();
    const res = await add({
      items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 2, properties: {} }],
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cart = res.body as CartDto;
    expect(cart.hash).toBe(res.cookie);
    expect(cart.success).toBe(true);
    expect(cart.currency).toBe('USD');
    const line = Object.values(cart.cart)[0]!;
    expect(line).toMatchObject({
      product_id: product.ID,
      variant_id: variant.ID,
      quantity: 2,
      price: variant.price,
    });
    expect(line.line_total).toBeCloseTo(variant.price * 2, 2);
    expect(line.category_ids).toEqual(product.categories.map((c) => c.id));
    expect(cart.cart_contents_count).toBe(2);
    expect(cart.cart_subtotal).toBeCloseTo(variant.price * 2, 2);
    expect(cart.cart_total).toBe(cart.cart_subtotal);

    // The same variant again merges into the line; the cookie is kept.
    const again = await add(
      { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
      res.cookie,
    );
    expect(again.cookie).toBeUndefined();
    expect(Object.values((again.body as CartDto).cart)[0]!.quantity).toBe(3);
    expect((await getCart(res.cookie)).cart_contents_count).toBe(3);
  });

  it('takes numbers sent as form strings', async () => {
    const { product, variant } = inStock();
    const res = await add({
      items: [{ product_id: String(product.ID), variant_id: String(variant.ID), quantity: '1' }],
    });
    expect(res.status).toBe(200);
  });

  it('counts the two lenses of one pair once', async () => {
    const glasses = products.find((p) => p.variant_attrs?.some((a) => a.name === 'Power( L )'))!;
    expect(glasses).toBeDefined();
    const variant = glasses.variants!.find((v) => v.buy_able)!;
    const res = await add({
      items: [
        {
          product_id: glasses.ID,
          variant_id: variant.ID,
          quantity: 1,
          properties: { 'Power( L )': '-1.00', groupId: 'pair-1' },
        },
        {
          product_id: glasses.ID,
          variant_id: variant.ID,
          quantity: 1,
          properties: { 'Power( R )': '-1.50', groupId: 'pair-1' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const cart = res.body as CartDto;
    expect(Object.keys(cart.cart)).toHaveLength(2);
    expect(cart.cart_contents_count).toBe(1);
  });

  describe('bad input gets a clear 4xx and leaves the cart as it was', () => {
    let cookie: string;
    let before: CartDto;
    beforeAll(async () => {
      const { product, variant } = inStock();
      cookie = (
        await add({ items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] })
      ).cookie!;
      before = await getCart(cookie);
    });

    const item = (overrides: Record<string, unknown>) => {
      const { product, variant } = inStock();
      return {
        items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1, ...overrides }],
      };
    };

    const cases: [string, () => unknown, number, string][] = [
      [
        'a missing quantity',
        () => ({ items: [{ ...item({}).items[0], quantity: undefined }] }),
        422,
        'Enter a quantity.',
      ],
      [
        'a non-numeric quantity',
        () => item({ quantity: 'two' }),
        422,
        'The quantity must be a number.',
      ],
      [
        'a zero quantity',
        () => item({ quantity: 0 }),
        422,
        'The quantity must be between 1 and 100000.',
      ],
      [
        'a negative quantity',
        () => item({ quantity: -2 }),
        422,
        'The quantity must be between 1 and 100000.',
      ],
      [
        'a fractional quantity',
        () => item({ quantity: 1.5 }),
        422,
        'The quantity must be a whole number.',
      ],
      [
        'a quantity over 100000',
        () => item({ quantity: 100001 }),
        422,
        'The quantity must be between 1 and 100000.',
      ],
      [
        'an unknown variant',
        () => item({ variant_id: 99999999 }),
        422,
        'This option is no longer available.',
      ],
      ['no items', () => ({ items: [] }), 422, 'Choose at least one item to add.'],
      ['no body fields', () => ({}), 422, 'Choose at least one item to add.'],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const res = await add(body(), cookie);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await getCart(cookie)).toEqual(before);
    });

    it('a variant of another product', async () => {
      const { product } = inStock();
      const other = products.find((p) => p.ID !== product.ID)!;
      const res = await add(
        { items: [{ product_id: product.ID, variant_id: other.variants![0]!.ID, quantity: 1 }] },
        cookie,
      );
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('variant_mismatch');
      expect(await getCart(cookie)).toEqual(before);
    });

    it('a sold-out variant', async () => {
      const { product, variant } = findVariant((v) => !v.buy_able);
      const res = await add(
        { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
        cookie,
      );
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'sold_out', message: 'Sold out' });
      expect(await getCart(cookie)).toEqual(before);
    });

    it('more than the stock, even across two items of one request', async () => {
      const { product, variant } = inStock();
      const over = { product_id: product.ID, variant_id: variant.ID, quantity: variant.stock };
      const res = await add({ items: [over, { ...over, quantity: 1 }] }, cookie);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('insufficient_stock');
      expect(res.body.message).toContain(`${variant.stock}`);
      expect(await getCart(cookie)).toEqual(before);
    });

    it('more than the stock, spread over lines with different options', async () => {
      const { product, variant } = inStock();
      const line = (engraving: string) => ({
        product_id: product.ID,
        variant_id: variant.ID,
        quantity: variant.stock,
        properties: { engraving },
      });
      const res = await add({ items: [line('A'), line('B')] }, cookie);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('insufficient_stock');
      expect(await getCart(cookie)).toEqual(before);
    });

    it('a malformed body', async () => {
      const res = await add('{"items": [', cookie);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('malformed_body');
      expect(await getCart(cookie)).toEqual(before);
    });

    it('an oversized body', async () => {
      const res = await add({ items: [], padding: 'x'.repeat(70 * 1024) }, cookie);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 'body_too_large', message: 'The request is too large.' });
      expect(await getCart(cookie)).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const res = await add('items=1', cookie, 'text/plain');
      expect(res.status).toBe(415);
      expect(await getCart(cookie)).toEqual(before);
    });

    it('text the database cannot store: a NUL or a lone surrogate in an option', async () => {
      const { product, variant } = inStock();
      for (const text of ['engraved\u0000', '\ud800']) {
        const res = await add(
          {
            items: [
              {
                product_id: product.ID,
                variant_id: variant.ID,
                quantity: 1,
                properties: { engraving: text },
              },
            ],
          },
          cookie,
        );
        expect(res.status).toBe(422);
        expect(res.body).toEqual({
          code: 'text_invalid',
          message: 'This text contains characters that cannot be stored.',
          errors: {
            'items.0.properties.engraving': 'This text contains characters that cannot be stored.',
          },
        });
      }
      expect(await getCart(cookie)).toEqual(before);
    });
  });

  it('drops a line whose variant the catalogue no longer sells, and says so', async () => {
    // The last such variant of the shop: the other tests use the first ones.
    const product = products.findLast((p) => p.variants!.some((v) => v.buy_able))!;
    const variant = product.variants!.findLast((v) => v.buy_able)!;
    const { cookie } = await add({
      items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }],
    });
    // The merchant deletes the variant (the cart keeps no foreign key into the catalogue), and
    // the change is announced, as every change of the catalogue is.
    await t.database.db.execute(sql`delete from variants where id = ${variant.ID}`);
    const heard = new Promise<void>((resolve) => t.app.changes.on(CATALOG_CHANGED, resolve));
    await announceChange(t.database.db, CATALOG_CHANGED);
    await heard;
    const cart = await getCart(cookie);
    expect(cart.cart).toEqual({});
    expect(cart.notices).toEqual([
      {
        code: 'line_removed',
        message: 'An item in your cart is no longer available and was removed.',
      },
    ]);
    // Said once: the line is gone for good.
    expect((await getCart(cookie)).notices).toEqual([]);
  });

  it('holds at most 100 lines, and a request past that changes nothing', async () => {
    const { product, variant } = findVariant((v) => !v.manage_stock);
    const lines = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        product_id: product.ID,
        variant_id: variant.ID,
        quantity: 1,
        properties: { engraving: `N${from + i}` },
      }));
    const first = await add({ items: lines(0, 50) });
    expect(first.status).toBe(200);
    expect((await add({ items: lines(50, 50) }, first.cookie)).status).toBe(200);
    const full = await getCart(first.cookie);
    expect(Object.keys(full.cart)).toHaveLength(100);
    const over = await add({ items: lines(100, 1) }, first.cookie);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'cart_full' });
    expect(await getCart(first.cookie)).toEqual(full);
  });

  it('gives a tampered cart_hash a new empty cart, never someone else’s', async () => {
    const { product, variant } = inStock();
    const owner = (
      await add({ items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] })
    ).cookie!;
    const tampered = `${owner.slice(0, -1)}${owner.endsWith('A') ? 'B' : 'A'}`;
    const seen = await getCart(tampered);
    expect(seen.cart).toEqual({});
    expect(seen.cart_contents_count).toBe(0);
    expect(seen.hash).toBe('');
    expect((await getCart('../../etc/passwd')).cart).toEqual({});
    const res = await add(
      { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
      tampered,
    );
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(owner);
    expect((await getCart(owner)).cart_contents_count).toBe(1);
  });
});

describe('the language of the cart’s messages', () => {
  const german = JSON.parse(
    readFileSync(new URL('../../storefront/i18n/messages/de-DE.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;

  it('follows X-LANG when a line is changed or removed, as when one is added', async () => {
    const { product, variant } = inStock();
    const { cookie, body } = await add({
      items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1, properties: {} }],
    });
    const lineId = Number(Object.keys((body as CartDto).cart)[0]);
    const ask = (method: 'PUT' | 'DELETE', id: number, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/store/cart/${id}`,
        headers: {
          cookie: `cart_hash=${cookie}`,
          'x-lang': 'de-DE',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });

    const removed = await ask('DELETE', lineId + 1000);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(german['error.line_not_found']);

    const changed = await ask('PUT', lineId + 1000, { quantity: 1 });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe(german['error.line_not_found']);

    const tooMany = await ask('PUT', lineId, { quantity: variant.stock + 1 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(`Es sind nur noch ${variant.stock} Artikel auf Lager.`);
    expect(Object.values((await getCart(cookie)).cart)[0]!.quantity).toBe(1);
  });
});
