import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshShopData,
  openBrowser,
  type RunningShop,
  saveScreenshots,
  seriousViolations,
  settled,
  type ShopData,
  startShop,
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;

interface Listed {
  ID: number;
  title: string;
  buy_able: boolean;
  categories: { name: string }[];
  variants: {
    ID: number;
    buy_able: boolean;
    price: number;
    stock: number;
    manage_stock: boolean;
  }[];
}
let products: Listed[];

beforeAll(async () => {
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  products = (
    await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
  ).data;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** A buyable product of a collection with a variant whose price passes `test`. */
function pick(collection: string, test: (price: number) => boolean) {
  for (const product of products) {
    const inCollection = product.categories.some((c) => c.name.toLowerCase() === collection);
    if (!product.buy_able || (collection && !inCollection)) continue;
    const variant = product.variants.find(
      (v) => v.buy_able && test(v.price) && (!v.manage_stock || v.stock > 5),
    );
    if (variant) return { product, variant };
  }
  throw new Error(`no product in ${collection}`);
}

const messages = () => page.getByTestId('shop-messages');

describe('the shop-wide messages (spec section 8, Transport and notices)', () => {
  it('shows a cart notice as a closable error that stays until closed', async () => {
    // A cart over $100 holding SAVE20 ($20 off orders over $100), and a cheap second line.
    const coat = pick('outerwear', (p) => p >= 100);
    const top = pick('', (p) => p < 60);
    const api = `${shop.url}/api/store`;
    const add = (x: typeof coat) =>
      page.request.post(`${api}/cart`, {
        data: { items: [{ product_id: x.product.ID, variant_id: x.variant.ID, quantity: 1 }] },
      });
    expect((await add(coat)).status()).toBe(200);
    expect(
      (await page.request.post(`${api}/cart/coupons`, { data: { code: 'SAVE20' } })).status(),
    ).toBe(200);
    expect((await add(top)).status()).toBe(200);

    await page.goto(`${shop.url}/cart`);
    await settled(page);
    // Removing the coat leaves the code short of its minimum: the answer carries a notice.
    const coatLine = page.getByTestId('cart-line').filter({ hasText: coat.product.title });
    await coatLine.getByTestId('line-remove').click();
    const notice = messages().getByRole('alert').getByRole('listitem');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('The code SAVE20 needs an order of at least');
    expect(await notice.getAttribute('data-kind')).toBe('error');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'messages-cart-notice', { fullPage: false });
    // Another answer of the cart that says the same keeps one message, not two.
    await page.reload();
    await settled(page);
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('says "Connection timed out, please try again." when a page’s call answers 504', async () => {
    await page.goto(`${shop.url}/cart`);
    await settled(page);
    await page.route('**/api/store/**', (route) =>
      route.request().method() === 'GET' && !route.request().url().includes('/api/store/cart')
        ? route.fulfill({ status: 504, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    try {
      await page.getByRole('link', { name: 'Continue shopping' }).click();
      const timeout = messages()
        .getByRole('alert')
        .getByRole('listitem')
        .filter({ hasText: 'Connection timed out, please try again.' });
      await timeout.waitFor();
      expect(await timeout.getAttribute('data-kind')).toBe('error');
    } finally {
      await page.unroute('**/api/store/**');
    }
  });

  it('offers a reload when a page’s code does not load (ChunkLoadError)', async () => {
    await page.goto(`${shop.url}/cart`);
    await settled(page);
    const failed: string[] = [];
    await page.route('**/assets/Collections-*.js', (route) => {
      failed.push(route.request().url());
      return route.abort();
    });
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    const offer = page.getByTestId('chunk-load-failed');
    await offer.waitFor();
    expect(failed.length).toBeGreaterThan(0);
    expect(await offer.textContent()).toContain('Part of this page could not be loaded.');
    await saveScreenshots(page, 'messages-chunk-load-failed', { fullPage: false });
    // Once the code can come again, Reload brings the page.
    await page.unroute('**/assets/Collections-*.js');
    await Promise.all([
      page.waitForEvent('load'),
      offer.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await settled(page);
    expect(await page.evaluate(() => document.body.dataset.route)).toBe('collections');
    expect(await page.getByTestId('chunk-load-failed').count()).toBe(0);
  });

  it('reports a part of the page the browser drew again, and where it is', async () => {
    // The server's HTML, changed on its way: the policy's heading is not what React draws.
    await page.route('**/policies/refund-policy', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('>Refund policy</h1>', '>Refund policies</h1>');
      await route.fulfill({ response: answer, body: html });
    });
    const errors: string[] = [];
    const heard = (e: Error) => errors.push(e.message);
    page.on('pageerror', heard);
    try {
      await page.goto(`${shop.url}/policies/refund-policy`);
      await settled(page);
      // The browser's own drawing replaces the server's, and the error says where it was.
      await page.locator('h1', { hasText: /^Refund policy$/ }).waitFor();
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]).toMatch(/React error #418/);
      expect(errors[0]).toMatch(/\(in h1 < /);
    } finally {
      page.off('pageerror', heard);
      await page.unroute('**/policies/refund-policy');
    }
  });
});
