import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { checkoutCall, completeSteps, US_ADDRESS } from '../../test/checkout-flow.ts';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';

// What a shared cache (a CDN, the process's micro-cache) may keep of a public page: one copy
// per language, whatever the shopper's cookies; nothing of one shopper reaches another.
let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
let product: ProductDto;
let cartCookie: string;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  shop = await readShop(t.app);
  const { product: bought, variant } = shop.variantIn();
  product = shop.products.find((p) => p.ID !== bought.ID && p.review_status === 'open')!;
  cartCookie = (await shop.cartWith({ product: bought, variant, quantity: 3 })).cookie!;
});
afterAll(() => t.close());

/** Everything a shopper's browser may carry: a cart, a discount link's cookies, uploads. */
const shopperCookies = () =>
  `cart_hash=${cartCookie}; apply_coupon=yes; discount_code=WELCOME10; review_uploader=${'u'.repeat(24)}`;

describe('a public page', () => {
  it('varies on the language only, and is the same page with or without cookies', async () => {
    // Each shopper on their own URL, so that each page is rendered, not read from the cache.
    const plain = await t.app.inject(`${product.path}?shopper=a`);
    const carrying = await t.app.inject({
      url: `${product.path}?shopper=b`,
      headers: { cookie: shopperCookies() },
    });
    for (const res of [plain, carrying]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, /);
      expect(res.headers.vary).toBe('X-LANG, Accept-Encoding');
    }
    expect(carrying.body.replaceAll('shopper=b', 'shopper=a')).toBe(plain.body);
    expect(carrying.body).not.toContain(cartCookie);
    expect(carrying.body).not.toContain('WELCOME10');
  });

  it("never shows one shopper's cart to the next, who is served from the cache", async () => {
    const first = await t.app.inject({ url: product.path, headers: { cookie: shopperCookies() } });
    const next = await t.app.inject(product.path);
    expect(next.headers.etag).toBe(first.headers.etag);
    expect(next.body).not.toContain(cartCookie);
    // The header's count is the browser's to fill in: the server's page says no number.
    expect(next.body).not.toMatch(/data-testid="cart-count"[^>]*>\s*3</);
  });

  it('in a language chosen by cookie is private; the same language by X-LANG is shared', async () => {
    const byCookie = await t.app.inject({ url: product.path, headers: { cookie: 'locale=de-DE' } });
    expect(byCookie.body).toContain('<html lang="de-DE"');
    expect(byCookie.headers['cache-control']).toBe('private, no-cache');
    expect(byCookie.headers.vary).toBe('X-LANG, Cookie, Accept-Encoding');
    const byHeader = await t.app.inject({ url: product.path, headers: { 'x-lang': 'de-DE' } });
    expect(byHeader.body).toBe(byCookie.body);
    expect(byHeader.headers['cache-control']).toMatch(/^public, /);
    expect(byHeader.headers.vary).toBe('X-LANG, Accept-Encoding');
    // The micro-cache keeps each language apart: the German page reaches no English shopper.
    const english = await t.app.inject(product.path);
    expect(english.body).toContain('<html lang="en-US"');
    expect(english.headers['cache-control']).toMatch(/^public, /);
  });

  it('answers a shopper with the ETag they hold with 304, whatever their cookies', async () => {
    const first = await t.app.inject(product.path);
    const again = await t.app.inject({
      url: product.path,
      headers: { 'if-none-match': first.headers.etag!, cookie: shopperCookies() },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('a personal page', () => {
  it('is never stored: the cart page with its cookie', async () => {
    const res = await t.app.inject({
      url: '/cart',
      headers: { cookie: `cart_hash=${cartCookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(t.app.microCache.get(`GET en-US /cart`)).toBeUndefined();
  });
});

describe("a logged-in customer's pages (issue 22: cache headers)", () => {
  /** A customer with a name in the address book, a wish and an order: what must not leak. */
  async function customerWithThings() {
    const customer = await loggedInCustomer(t.app);
    const api = (method: 'GET' | 'POST', url: string, body?: object) =>
      t.app.inject({
        method,
        url: `/api/store/${url}`,
        headers: {
          cookie: customer.cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    const name = { first_name: 'Quirinella', last_name: 'Zebrowskaya' };
    expect((await api('POST', 'addresses', { ...US_ADDRESS, ...name })).statusCode).toBe(200);
    expect((await api('POST', 'wish_list/wishing', { product_id: product.ID })).statusCode).toBe(
      200,
    );
    const { cookie: cart } = await shop.cartWith(shop.variantIn());
    await completeSteps(t.app, cart!, { email: customer.email });
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cart, {
      idempotency_key: `cache-headers-${Date.now()}`.padEnd(24, 'x'),
    });
    expect(placed.status).toBe(200);
    const id = (await api('GET', 'account/info')).json().data.id as number;
    return { ...customer, api, name, id, order: placed.body.order_number! };
  }

  it('answers the account pages and the account API private, no-store', async () => {
    const customer = await customerWithThings();
    for (const path of [
      '/account',
      '/account/addresses',
      '/account/security',
      `/account/orders/${customer.order}`,
      '/wishlist',
    ]) {
      const res = await t.app.inject({ url: path, headers: { cookie: customer.cookie } });
      expect({ path, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'private, no-store',
      });
      expect(t.app.microCache.get(`GET en-US ${path}`)).toBeUndefined();
      // Rendered for the customer: what it shows is theirs alone.
      expect(res.body).toContain(customer.email);
    }
    for (const url of [
      'account/info',
      'account/orders',
      `account/orders/${customer.order}`,
      'account/sessions',
      'addresses',
      'wish_list/wished',
      'stamped/getToken',
      'incentives',
    ]) {
      const res = await customer.api('GET', url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
      });
    }
  });

  it('serves the catalogue pages as to a visitor, cacheable, with nothing of the customer', async () => {
    const customer = await customerWithThings();
    const session = customer.cookie.split('=')[1]!;
    const slug = shop.categories.find((c) => product.categories.some((p) => p.id === c.id))!.slug;
    for (const path of ['/', product.path, `/collections/${slug}`]) {
      // Each on a URL of its own, so that both are rendered, not read from the cache.
      const visitor = await t.app.inject(`${path}?shopper=visitor`);
      const theirs = await t.app.inject({
        url: `${path}?shopper=customer`,
        headers: { cookie: customer.cookie },
      });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers['cache-control']).toMatch(/^public, /);
      expect(theirs.headers['cache-control']).toBe(visitor.headers['cache-control']);
      expect(theirs.headers.vary).toBe(visitor.headers.vary);
      // Hearts and points are the browser's to fill in: the page is the visitor's page.
      expect(theirs.body.replaceAll('shopper=customer', 'shopper=visitor')).toBe(visitor.body);
      for (const personal of [
        customer.email,
        customer.name.first_name,
        customer.name.last_name,
        session,
        `"id":${customer.id},"email"`,
      ]) {
        expect({ path, leaks: theirs.body.includes(personal) }).toEqual({ path, leaks: false });
      }
    }
  });
});
