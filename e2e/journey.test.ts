import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dollars,
  freshShopData,
  openBrowser,
  type RunningShop,
  saveScreenshots,
  settled,
  type ShopData,
  SHOTS,
  startShop,
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // An empty folder: the shop seeds the demo catalogue on its first start.
  data = await freshShopData({ empty: true });
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** Saves the page at 1280 and 390 px, checking that nothing scrolls sideways at either. */
const screenshots = (name: string, fullPage = true, on: Page = page) =>
  saveScreenshots(on, name, { fullPage, waitForImages: on === page });

describe('a shopper on a fresh shop', () => {
  it('gets server-rendered pages that hydrate', async () => {
    // The shop's first start filled its empty database with the demo shop.
    expect(shop.output()).toContain('Seeded 132 products');
    const html = await (await fetch(`${shop.url}/`)).text();
    expect(html).toContain('Hot sales');
    await page.goto(`${shop.url}/`);
    await settled(page);
    await expect(page.locator('h2', { hasText: 'Hot sales' }).count()).resolves.toBe(1);
    // A marker on window survives only client-side navigation: it proves the app hydrated.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    await screenshots('home');
  });

  it('browses home → collections → a collection → a product, and adds a chosen variant', async () => {
    await page.getByRole('link', { name: 'Shop the collections' }).click();
    await page.waitForURL('**/collections');
    await page.locator('h1', { hasText: 'Collections' }).waitFor();
    await screenshots('collections');

    await page.locator('.tile', { hasText: 'Shoes' }).click();
    await page.waitForURL('**/collections/shoes');
    await page.locator('h1', { hasText: 'Shoes' }).waitFor();
    await screenshots('collection');
    const firstCard = await page.locator('.card__title').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/collections/shoes?page=2');
    await expect.poll(() => page.locator('.card__title').first().textContent()).not.toBe(firstCard);
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/\/collections\/shoes$/);
    await expect.poll(() => page.locator('.card__title').first().textContent()).toBe(firstCard);

    // A product with more than one size to choose from.
    await page.locator('.card__link').first().click();
    await page.waitForURL('**/products/**');
    await page.locator('.product__title').waitFor();
    const title = (await page.locator('.product__title').textContent())!;

    await expect.poll(() => page.url()).toMatch(/[?&]variant=\d+/);
    const initialVariant = new URL(page.url()).searchParams.get('variant');
    // Sizes are labels in a radio group, or a dropdown when there are many; sold out is marked.
    const size = page.getByRole('radiogroup', { name: 'Size' });
    let pick: { value: string };
    if ((await size.count()) > 0) {
      const label = size.locator('label:not(.swatch--sold-out):not(:has(input:checked))').last();
      pick = { value: (await label.locator('input').getAttribute('value'))! };
      await label.click();
    } else {
      await page.getByRole('button', { name: /^Choose Size/ }).click();
      const option = page
        .locator('[role="option"]:not([aria-selected="true"]):not(.picker__option--sold-out)')
        .last();
      pick = { value: (await option.textContent())!.trim() };
      await option.click();
    }
    await expect
      .poll(() => new URL(page.url()).searchParams.get('variant'))
      .not.toBe(initialVariant);
    const variantId = new URL(page.url()).searchParams.get('variant');
    await screenshots('product');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity', { exact: true }).inputValue()).resolves.toBe('2');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-drawer').waitFor();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'still here',
    );
    // A discount on the line reads with its amounts, never the merchant's {money:…} markers.
    const lineDiscounts = page.getByTestId('cart-drawer').locator('.cart-line__discount');
    expect(await lineDiscounts.count()).toBeGreaterThan(0);
    expect((await lineDiscounts.allTextContents()).join(' ')).not.toContain('{money');
    // The drawer covers the viewport: a full-page picture would cut it.
    await screenshots('cart-drawer', false);

    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    await expect(line.count()).resolves.toBe(1);
    expect(await line.textContent()).toContain(title);
    expect(await line.textContent()).toContain(`Size: ${pick.value}`);
    expect(await page.getByTestId('line-quantity').textContent()).toContain('2');
    // Two pairs of shoes cost more than $150: the demo shop's step discount takes $10 off,
    // and the shopper sees both the price before and what is left to pay.
    const lineTotal = (await page.getByTestId('line-total').textContent())!;
    const lineSubtotal = (await line.getByTestId('line-subtotal').textContent())!;
    const subtotal = (await page.getByTestId('cart-subtotal').textContent())!;
    expect(subtotal).toBe(lineSubtotal);
    expect(await page.getByTestId('cart-total').textContent()).toBe(lineTotal);
    expect(dollars(lineSubtotal) - dollars(lineTotal)).toBeCloseTo(10, 2);
    await expect(
      page
        .locator('.summary-row--discount', { hasText: 'Shoes: $10.00 off every $150.00' })
        .count(),
    ).resolves.toBe(1);
    expect(await line.locator('a').first().getAttribute('href')).toContain(`variant=${variantId}`);

    // The server agrees, and the page comes back the same after a reload.
    await page.reload();
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(subtotal);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await screenshots('cart');
  });

  it('shows the product details below the gallery on a phone, beside it on a desktop', async () => {
    const product = (await (await fetch(`${shop.url}/api/store/products?page_size=1`)).json())
      .data[0].path;
    await page.goto(`${shop.url}${product}`);
    const boxes = async () => ({
      gallery: (await page.locator('.gallery').boundingBox())!,
      info: (await page.locator('.product__info').boundingBox())!,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await boxes();
    expect(phone.info.y).toBeGreaterThanOrEqual(phone.gallery.y + phone.gallery.height);
    expect(phone.info.width).toBeGreaterThan(300);
    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await boxes();
    expect(desktop.info.x).toBeGreaterThan(desktop.gallery.x + desktop.gallery.width - 1);
  });

  it('reads right to left in Hebrew, and still nothing scrolls sideways', async () => {
    const rtl = await openBrowser();
    await rtl.addCookies([{ name: 'locale', value: 'he-IL', url: shop.url }]);
    const hebrew = await rtl.newPage();
    try {
      for (const path of ['/', '/collections/shoes', '/cart']) {
        await hebrew.goto(`${shop.url}${path}`);
        await settled(hebrew);
        expect(await hebrew.locator('html').getAttribute('dir')).toBe('rtl');
        await screenshots(`rtl${path.replace(/\W+/g, '-')}`.replace(/-$/, ''), true, hebrew);
      }
      const product = (await (await fetch(`${shop.url}/api/store/products?page_size=1`)).json())
        .data[0].path;
      await hebrew.goto(`${shop.url}${product}`);
      await screenshots('rtl-product', true, hebrew);
      // The gallery starts on the right in a right-to-left page.
      const gallery = (await hebrew.locator('.gallery').boundingBox())!;
      const info = (await hebrew.locator('.product__info').boundingBox())!;
      expect(gallery.x).toBeGreaterThan(info.x);
      // Its arrows point the way they move: "next" on the left, its chevron drawn pointing left
      // (the bidi-mirrored glyph in right-to-left text), and it shows the second picture.
      const [pictured] = (
        await (await fetch(`${shop.url}/api/store/products?page_size=50&with=gallery`)).json()
      ).data.filter((p: { gallery: unknown[] }) => p.gallery.length >= 2);
      await hebrew.goto(`${shop.url}${pictured.path}`);
      await settled(hebrew);
      const previous = hebrew.locator('.gallery__step--prev');
      const next = hebrew.locator('.gallery__step--next');
      expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
      expect(await next.locator('span').evaluate((s) => getComputedStyle(s).direction)).toBe('rtl');
      await next.click();
      // The status names the picture shown first ("2 of 3"): the second.
      await expect
        .poll(
          async () =>
            /\d+/.exec((await hebrew.getByTestId('gallery-status').textContent()) ?? '')?.[0],
        )
        .toBe('2');
    } finally {
      await rtl.close();
    }
  });

  it('had no script errors on the way', () => {
    expect(problems).toEqual([]);
  });

  it('shows the 404 page for an unknown product, and the server takes it calmly', async () => {
    const res = await page.goto(`${shop.url}/products/not-a-real-product`);
    expect(res?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.locator('body').getAttribute('data-route')).toBe('notFound');
    expect(await page.title()).toBe('Page not found – Vitrine');
    await screenshots('not-found');
    // A 404 is not a warning: nothing about it in the server's log.
    expect(shop.output()).not.toContain('does not have an element');
  });

  it('adds to the cart with JavaScript off: the form posts and the cart shows the line', async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      const tab = await noScript.newPage();
      const product = (
        await (await fetch(`${shop.url}/api/store/products?page_size=20&with=variants`)).json()
      ).data.find((p: { buy_able: boolean }) => p.buy_able);
      await tab.goto(`${shop.url}${product.path}`);
      const size = tab.getByRole('radiogroup', { name: 'Size' });
      const choice = size.locator('label:not(.swatch--sold-out)').last();
      const pick = (await choice.locator('input').getAttribute('value'))!;
      await choice.click();
      await tab.getByLabel('Quantity', { exact: true }).fill('3');
      await Promise.all([tab.waitForURL('**/cart'), tab.getByTestId('add-to-cart').click()]);
      const line = tab.getByTestId('cart-line');
      expect(await line.count()).toBe(1);
      expect(await line.textContent()).toContain(product.title);
      expect(await line.textContent()).toContain(`Size: ${pick}`);
      expect(await tab.getByTestId('line-quantity').textContent()).toContain('3');
      // The cart page knows the cart: its header counts it, with no script to tell it.
      expect(await tab.getByTestId('cart-count').textContent()).toBe('3');
      await screenshots('cart-without-javascript', true, tab);
    } finally {
      await noScript.close();
    }
  });

  it('keeps the data and the cart across a restart, and stops gracefully', async () => {
    const cookies = await browser.cookies(shop.url);
    const hash = cookies.find((c) => c.name === 'cart_hash')!.value;
    const before = await (await fetch(`${shop.url}/api/store/products?page_size=100`)).json();

    // Requests already accepted finish; ones that arrive during the stop may be refused.
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${shop.url}/collections/shoes`).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await Promise.race(inFlight);
    const code = await shop.stop();
    if (code !== 0) console.log(shop.output());
    const statuses = await Promise.all(inFlight);
    expect(code).toBe(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503 || s === 0)).toBe(true);

    shop = await startShop(data);
    expect(shop.output()).not.toContain('seeding');
    const after = await (await fetch(`${shop.url}/api/store/products?page_size=100`)).json();
    expect(after).toEqual(before);
    const cart = await (
      await fetch(`${shop.url}/api/store/cart`, { headers: { cookie: `cart_hash=${hash}` } })
    ).json();
    expect(cart.cart_contents_count).toBe(2);
  });
});
