import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';

// What a shared cache (a CDN, the process's micro-cache) may keep of a public page: one copy
// per language, whatever the shopper's cookies; nothing of one shopper reaches another.
let t: TestApp;
let product: ProductDto;
let cartCookie: string;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  const shop = await readShop(t.app);
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
