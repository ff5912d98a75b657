import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

// What follows an add to the cart, by the merchant's theme settings (spec section 2, cart
// types): one shop after another on the same data, each with its THEME_SETTINGS_FILE.
let data: ShopData;
let browser: BrowserContext;
let page: Page;
let product: { path: string; title: string };
const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-settings-'));
const problems: string[] = [];

beforeAll(async () => {
  data = await freshShopData();
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  await data?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the shop with these theme settings, runs `visit`, and stops it. */
async function withSettings(settings: object, visit: (shop: RunningShop) => Promise<void>) {
  const file = path.join(folder, `settings-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(settings));
  const shop = await startShop({ ...data, env: { ...data.env, THEME_SETTINGS_FILE: file } });
  try {
    // Each shop starts with an empty cart (the cart cookie is the host's, whatever the port).
    await browser.clearCookies();
    if (!product) {
      const listed = await (await fetch(`${shop.url}/api/store/products?page_size=50`)).json();
      product = listed.data.find(
        (p: { buy_able: boolean; variant_attrs?: { name: string }[] }) =>
          p.buy_able && !p.variant_attrs?.some((a) => a.name.startsWith('Power')),
      );
    }
    await visit(shop);
    // The page finishes what it loads (its script, its sections' code) while its shop still
    // answers: a shop stopped under a hydrating page fails the page's requests, not the page.
    await settled(page);
  } finally {
    await page.goto('about:blank');
    await shop.stop();
  }
}

/** Opens the product page, adds its starting variant, and waits for the cart's answer. */
async function add(shop: RunningShop) {
  await page.goto(`${shop.url}${product.path}`);
  await settled(page);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/store/cart') && r.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await answer).status()).toBe(200);
}

const drawer = () => page.getByTestId('cart-drawer');

describe('after an add, as the theme settings say', () => {
  it('popup: the inline cart opens in the middle with the line and the sums', async () => {
    await withSettings({ cart_type: 'popup' }, async (shop) => {
      await add(shop);
      await drawer().waitFor();
      // In the middle of the screen, not at its side.
      const box = (await drawer().boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
      expect(box.width).toBeLessThan(640);
      expect(await drawer().getByTestId('cart-line').textContent()).toContain(product.title);
      expect(await drawer().textContent()).toContain('Subtotal');
      expect(new URL(page.url()).pathname).toBe(product.path);
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshots(page, 'cart-popup', { fullPage: false });
    });
  });

  it('drawer with the header cart hidden: the drawer still opens', async () => {
    await withSettings({ cart_type: 'drawer', header_hide_cart_icon: true }, async (shop) => {
      await add(shop);
      await drawer().waitFor();
      // At the side of the screen, its full height.
      const box = (await drawer().boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(1280);
      expect(Math.round(box.height)).toBe(900);
      expect(await page.getByTestId('header-cart').count()).toBe(0);
    });
  });

  it('popup with the header cart hidden: no inline cart, the cart page instead', async () => {
    await withSettings({ cart_type: 'popup', header_hide_cart_icon: true }, async (shop) => {
      await add(shop);
      await page.waitForURL('**/cart');
      await page.getByTestId('cart-line').first().waitFor();
      expect(await drawer().count()).toBe(0);
    });
  });

  it('page: the shopper goes to /cart, where the theme also places the currency selector', async () => {
    const settings = {
      cart_type: 'page',
      show_currency_selector: { cart_display: true, check_display: true },
    };
    await withSettings(settings, async (shop) => {
      await add(shop);
      await page.waitForURL('**/cart');
      expect(await page.getByTestId('cart-line').first().textContent()).toContain(product.title);
      const selector = page.getByTestId('summary-currency');
      await selector.waitFor();
      // The cart's selector re-prices the cart like the header's.
      await selector.getByTestId('currency-toggle').click();
      await selector.getByTestId('currency-EUR').click();
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toContain('€');
      expect(await page.getByTestId('currency-estimate').textContent()).toContain('EUR');
      await saveScreenshots(page, 'cart-currency');
      await page.getByRole('link', { name: 'Check out' }).click();
      await page.getByTestId('checkout').waitFor();
      expect(await page.getByTestId('summary-currency').count()).toBe(1);
    });
  });

  it("page with the add-to-cart setting 'no': the shopper stays, the count goes up", async () => {
    await withSettings({ cart_type: 'page', add_to_cart: 'no' }, async (shop) => {
      // What the page reads after it shows (the reviews, the recommendations, the offers) is
      // still loading when the shopper adds, on a slow network: the count goes up with the
      // cart's answer, not once the rest of the page has come.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/store/**', async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue().catch(() => {});
      });
      try {
        await page.goto(`${shop.url}${product.path}`);
        await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/api/store/cart') && r.request().method() === 'POST',
        );
        await page.getByTestId('add-to-cart').click();
        expect((await answer).status()).toBe(200);
        await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
        expect(await page.getByTestId('reviews').count()).toBe(0);
      } finally {
        release();
        await page.unrouteAll({ behavior: 'wait' });
      }
      expect(new URL(page.url()).pathname).toBe(product.path);
      expect(await drawer().count()).toBe(0);
    });
  });

  it('the header selector stays away when show_selector is off', async () => {
    await withSettings({ show_currency_selector: { show_selector: false } }, async (shop) => {
      await page.goto(`${shop.url}/`);
      await page.locator('.header').waitFor();
      expect(await page.getByTestId('currency-toggle').count()).toBe(0);
      expect(await page.getByTestId('footer-currency-toggle').count()).toBe(0);
    });
  });

  it('had no script errors on the way', () => {
    expect(problems).toEqual([]);
  });
});
