import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshShopData,
  loadMerchantFile,
  openBrowser,
  saveScreenshots,
  seriousViolations,
  startShop,
  type RunningShop,
  type ShopData,
} from './shop.ts';

// The merchant's marketing popups: a newsletter popup a second after the home page, a coupon
// popup when the pointer leaves a product page over its top edge; each once a week.

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  data = await freshShopData();
  await loadMerchantFile(data, 'popups', {
    popups: [
      {
        key: 'letter',
        kind: 'newsletter',
        title: 'News from the shop',
        body: 'New arrivals and offers, once a month.',
        delay_seconds: 1,
        pages: ['home'],
      },
      {
        key: 'stay',
        kind: 'coupon',
        title: 'Before you go: 10% off',
        body: 'Take 10% off your order with this code.',
        coupon_code: 'WELCOME10',
        trigger: 'exit_intent',
        pages: ['product'],
      },
    ],
  });
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

describe('marketing popups', () => {
  it('opens the newsletter popup on the home page, once a week', async () => {
    await page.goto(`${shop.url}/`);
    const popup = page.getByTestId('popup');
    await popup.waitFor({ timeout: 15_000 });
    expect(await popup.getByRole('heading').innerText()).toBe('News from the shop');
    expect(await popup.getByRole('textbox').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'popup-newsletter', { fullPage: false });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    const kept = await page.evaluate(() => localStorage.getItem('vitrine_popup_letter'));
    expect(JSON.parse(kept!)).toMatchObject({ data: 1, expire: 7 * 24 * 60 * 60 * 1000 });
  });

  it('opens the coupon popup when the pointer leaves a product page, and applies its code', async () => {
    const listed = await (
      await page.request.get(`${shop.url}/api/store/products/classic-tee`)
    ).json();
    const variant = listed.data.variants.find((v: { buy_able: boolean }) => v.buy_able);
    const added = await page.request.post(`${shop.url}/api/store/cart`, {
      data: { items: [{ product_id: listed.data.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    expect(added.status()).toBe(200);
    await page.goto(`${shop.url}/products/classic-tee`);
    // The popups' code comes a second after the page: leave until the popup answers.
    const popup = page.getByTestId('popup');
    await expect
      .poll(
        async () => {
          await page.evaluate(() =>
            document.dispatchEvent(
              new MouseEvent('mouseout', { clientX: 400, clientY: -1, bubbles: true }),
            ),
          );
          return popup.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await popup.getByTestId('popup-code').innerText()).toBe('WELCOME10');
    await saveScreenshots(page, 'popup-coupon', { fullPage: false });
    await popup.getByRole('button', { name: 'Apply to cart' }).click();
    await popup.waitFor({ state: 'detached' });
    const cart = await (await page.request.get(`${shop.url}/api/store/cart`)).json();
    expect(JSON.stringify(cart)).toContain('WELCOME10');
    expect(problems).toEqual([]);
  });
});
