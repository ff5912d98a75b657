import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

/** The cookies a response sets, by name (a cleared cookie has an empty value). */
const setCookies = (res: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

/** Opens a discount link, and gives the cookie header it leaves. */
async function follow(url: string) {
  const res = await t.app.inject(url);
  const cookies = setCookies(res);
  return {
    res,
    cookies,
    header: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  };
}

describe('the discount link /discount/{CODE} (spec section 2, Cookies)', () => {
  it('leaves apply_coupon=yes and the code, and goes home or to a path of the shop', async () => {
    const home = await follow('/discount/welcome10');
    expect(home.res.statusCode).toBe(303);
    expect(home.res.headers.location).toBe('/');
    expect(home.cookies).toMatchObject({ apply_coupon: 'yes', discount_code: 'WELCOME10' });
    const to = await follow('/discount/WELCOME10?redirect=/collections/shoes');
    expect(to.res.headers.location).toBe('/collections/shoes');
    // Never to another site.
    for (const away of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const res = await follow(`/discount/WELCOME10?redirect=${encodeURIComponent(away)}`);
      expect(res.res.headers.location).toBe('/');
    }
    // A code that cannot be one sets nothing.
    const bad = await follow(`/discount/${encodeURIComponent('<b>x</b>')}`);
    expect(bad.res.statusCode).toBe(303);
    expect(bad.cookies).toEqual({});
  });

  it('applies the code once the cart has lines, then clears the cookies', async () => {
    const link = await follow('/discount/WELCOME10');
    // An empty cart keeps the cookies for later.
    const empty = await t.app.inject({ url: '/api/store/cart', headers: { cookie: link.header } });
    expect(empty.json().coupon_record).toEqual([]);
    expect(setCookies(empty)).toEqual({});

    const { product, variant } = shop.variantIn('dresses');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: { cookie: link.header, 'content-type': 'application/json' },
      payload: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    expect(added.statusCode).toBe(200);
    const cart = added.json();
    expect(cart.coupon_record.map((c: { code: string }) => c.code)).toEqual(['WELCOME10']);
    expect(cart.cart_total).toBeCloseTo(cart.cart_subtotal - cart.discount_total, 2);
    expect(cart.discount_total).toBeGreaterThan(0);
    const after = setCookies(added);
    expect(after.apply_coupon).toBe('');
    expect(after.discount_code).toBe('');
  });

  it('tells the shopper when the linked code cannot be used, and tries it only once', async () => {
    const link = await follow('/discount/SUMMER25');
    const { cookie } = await shop.cartWith(shop.variantIn('dresses', () => true, 1));
    const res = await t.app.inject({
      url: '/api/store/cart',
      headers: { cookie: `${link.header}; cart_hash=${cookie}` },
    });
    const cart = res.json();
    expect(cart.coupon_record).toEqual([]);
    expect(cart.notices.map((n: { message: string }) => n.message)).toContain(
      'The code SUMMER25 has expired and was not applied.',
    );
    expect(setCookies(res).discount_code).toBe('');
  });
});
