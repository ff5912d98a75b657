import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartDto } from '../src/modules/cart/contract.ts';
import type { StyleLookDto } from '../src/modules/merchandising/combination-contract.ts';
import type { ProductGroupDto } from '../src/modules/merchandising/group-contract.ts';
import {
  freshShopData,
  openBrowser,
  type RunningShop,
  saveScreenshots,
  seriousViolations,
  settled,
  type ShopData,
  SHOTS,
  startShop,
  animationsDone,
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];
/** Requests the page sent to the video hosts. */
const videoHosts: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/youtube|vimeo|ERR_/i.test(m.text())) {
      problems.push(`console: ${m.text()}`);
    }
  });
  // Nothing leaves the machine: requests to other hosts are answered empty, and counted.
  await page.route(/^https:\/\/(?!localhost)/, (route) => {
    if (/youtube|vimeo/.test(route.request().url())) videoHosts.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
  expect(problems).toEqual([]);
});

/** The shopper's cart, read with the browser's own cookie. */
const cartOf = async (context: BrowserContext) =>
  (await (await context.request.get(`${shop.url}/api/store/cart`)).json()) as CartDto;
const lines = (cart: CartDto) =>
  Object.values(cart.cart).map((l) => [l.product.slug, l.variant_id, l.quantity]);

async function emptyCart(context: BrowserContext) {
  for (const line of Object.values((await cartOf(context)).cart)) {
    await context.request.delete(`${shop.url}/api/store/cart/${line.key}`);
  }
}

describe('the home page sections', () => {
  it('shows a row of image cards, a banner image and a video that plays only when asked', async () => {
    await page.goto(shop.url);
    await settled(page);
    const cards = page.getByRole('region', { name: 'Shop the edit' });
    expect(await cards.getByRole('link').allTextContents()).toEqual([
      'Dresses',
      'Shoes',
      'Bags',
      'Home & Living',
    ]);
    expect(await cards.locator('img[srcset]').count()).toBe(4);

    const banner = page.getByRole('link', {
      name: 'Summer dresses: sunflowers on a warm yellow ground',
    });
    expect(await banner.getAttribute('href')).toBe('/collections/dresses');
    const picture = banner.locator('img');
    expect(await picture.getAttribute('srcset')).toContain('1200w');
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual([
      '1200',
      '1200',
    ]);

    // The video: its picture, no player and nothing from the host before it is played.
    const video = page.getByRole('region', { name: 'Watch: the linen edit' });
    expect(await video.locator('iframe').count()).toBe(0);
    expect(videoHosts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'home-sections');
    await video.getByRole('link', { name: /Play/ }).click();
    const player = video.getByTestId('video-player');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );

    await cards.getByRole('link', { name: 'Shoes' }).click();
    await page.waitForURL(/\/collections\/shoes$/);
  });

  it('puts the image beside the text at 1280 px and above it at 390 px (image with text)', async () => {
    const layout = async () => {
      const hero = page.locator('section.hero:has(.hero__media)').first();
      const text = (await hero.locator('.hero__text').boundingBox())!;
      const media = (await hero.locator('.hero__media').boundingBox())!;
      return { text, media };
    };
    await page.goto(shop.url);
    await settled(page);
    const wide = await layout();
    // Side by side: one beside the other, on the same band of the page.
    expect(wide.media.x).toBeGreaterThanOrEqual(wide.text.x + wide.text.width - 1);
    expect(wide.media.y).toBeLessThan(wide.text.y + wide.text.height);
    expect(wide.text.y).toBeLessThan(wide.media.y + wide.media.height);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const narrow = await layout();
      // Stacked, the image first, each the width of the screen less its margins.
      expect(narrow.text.y).toBeGreaterThanOrEqual(narrow.media.y + narrow.media.height - 1);
      expect(narrow.media.width).toBeGreaterThan(300);
      expect(narrow.text.width).toBeGreaterThan(300);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('adds the featured product from its section, in the variant chosen', async () => {
    await emptyCart(browser);
    await page.goto(shop.url);
    await settled(page);
    const featured = page.getByTestId('single-commodity');
    expect(await featured.getByRole('heading', { level: 2 }).textContent()).toBe('Straw Sun Hat');
    expect(await featured.locator('.price__current').textContent()).toBe('$66.99');
    const hat = (await (await fetch(`${shop.url}/api/store/products/straw-sun-hat`)).json())
      .data as { variants: { ID: number; attrs: { value: string }[]; buy_able: boolean }[] };
    const chosen = hat.variants.filter((v) => v.buy_able).at(-1)!;
    await featured.getByLabel('Color / Size').selectOption(String(chosen.ID));
    await featured.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(async () => lines(await cartOf(browser)))
      .toEqual([['straw-sun-hat', chosen.ID, 1]]);
    // The theme opens the inline cart after an add (cart type drawer).
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    expect(await featured.getByTestId('featured-status').textContent()).toBe(
      'Straw Sun Hat was added to your cart',
    );
  });

  it('adds the featured product without JavaScript too, and goes to the cart', async () => {
    const plain = await openBrowser({ javaScriptEnabled: false });
    try {
      const p = await plain.newPage();
      await p.goto(shop.url);
      await p.getByTestId('single-commodity').getByRole('button', { name: 'Add to cart' }).click();
      await p.waitForURL(/\/cart$/);
      expect(lines(await cartOf(plain)).map(([slug]) => slug)).toEqual(['straw-sun-hat']);
    } finally {
      await plain.close();
    }
  });
});

describe('the grouped product', () => {
  const teapot = '/products/stoneware-teapot';

  it('shows the members with their quantities; one add puts each chosen member in the cart', async () => {
    await emptyCart(browser);
    const teapotId = (await (await fetch(`${shop.url}/api/store${teapot}`)).json()).data.ID;
    const group = (
      await (await fetch(`${shop.url}/api/store/grouped_products?product_id=${teapotId}`)).json()
    ).data as ProductGroupDto;
    await page.goto(`${shop.url}${teapot}`);
    await settled(page);
    const block = page.getByTestId('grouped-product');
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Tea for two');
    const members = block.getByTestId('group-member');
    expect(await members.locator('.group__name').allTextContents()).toEqual([
      'Stoneware Teapot',
      'Handmade Mug',
      'Amber Candle',
    ]);
    const quantity = (title: string) => block.getByLabel(`Quantity of ${title}`);
    expect(await quantity('Handmade Mug').inputValue()).toBe('2');
    const total = group.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    expect(await block.getByTestId('group-total').textContent()).toBe(
      `Total: $${total.toFixed(2)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await block.scrollIntoViewIfNeeded();
    await saveScreenshots(page, 'grouped-product');

    // The candle is left out (0); the teapot and two mugs go in with one add.
    await members.nth(2).getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await quantity('Amber Candle').inputValue()).toBe('0');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/store/cart')) posts.push(r.url());
    });
    await block.getByRole('button', { name: 'Add 3 items to cart' }).click();
    await expect
      .poll(async () => lines(await cartOf(browser)))
      .toEqual(group.items.slice(0, 2).map((i) => [expect.any(String), i.variant_id, i.quantity]));
    expect(posts.length).toBe(1);
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    expect(await block.getByTestId('group-status').textContent()).toBe(
      '3 items added to the cart.',
    );
  });

  it('adds the group without JavaScript: the form posts to the cart', async () => {
    const plain = await openBrowser({ javaScriptEnabled: false });
    try {
      const p = await plain.newPage();
      await p.goto(`${shop.url}${teapot}`);
      await p.getByRole('button', { name: 'Add 4 items to cart' }).click();
      await p.waitForURL(/\/cart$/);
      const cart = await cartOf(plain);
      expect(cart.cart_contents_count).toBe(4);
      expect(lines(cart).map(([slug, , n]) => [slug, n])).toEqual([
        ['stoneware-teapot', 1],
        ['handmade-mug', 2],
        ['amber-candle', 1],
      ]);
    } finally {
      await plain.close();
    }
  });
});

describe('the lookbook (athena)', () => {
  it("shows the shop's looks, each product a link, and Shop the look adds a look in one add", async () => {
    await emptyCart(browser);
    const looks = (
      await (await fetch(`${shop.url}/api/store/style-combinations/looks?page_size=3`)).json()
    ).data as StyleLookDto[];
    try {
      await page.goto(`${shop.url}/?preview_theme=athena`);
      await settled(page);
      const shown = page.getByRole('region', { name: 'The lookbook' }).getByTestId('look');
      expect(await shown.count()).toBe(3);
      const look = shown.first();
      const [own] = looks[0]!.products;
      expect(await look.getByRole('heading', { level: 3 }).textContent()).toBe(
        `The ${own!.title} look`,
      );
      const links = look.getByRole('list', { name: 'In this look' }).getByRole('link');
      expect(
        await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
      ).toEqual(looks[0]!.products.map((p) => [p.title, p.path]));
      await look.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      // On a phone the looks scroll sideways inside the section, never the page.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/store/cart')) posts.push(r.url());
      });
      await look.getByRole('button', { name: 'Shop the look' }).click();
      const buyable = looks[0]!.products.filter((p) => p.variant_id !== null);
      await expect
        .poll(async () => lines(await cartOf(browser)).map(([, variant, n]) => [variant, n]))
        .toEqual(expect.arrayContaining(buyable.map((p) => [p.variant_id, 1])));
      expect((await cartOf(browser)).cart_contents_count).toBe(buyable.length);
      expect(posts.length).toBe(1);
      expect(await look.getByRole('status').textContent()).toBe(
        `${buyable.length} items added to the cart.`,
      );
    } finally {
      await page.goto(`${shop.url}/?preview_theme=`);
    }
  });
});

describe('the price popup', () => {
  const dress = '/products/linen-wrap-dress';
  const duration = (p: Page) =>
    p.getByTestId('price-details').evaluate((el) => getComputedStyle(el).transitionDuration);

  it('opens from the price in 300 ms, explains the sale, and closes on Escape', async () => {
    await page.goto(`${shop.url}${dress}`);
    await settled(page);
    const open = page.getByRole('button', { name: 'Price details' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Price details' });
    await dialog.waitFor();
    expect((await duration(page)).split(', ')).toEqual(['0.3s', '0.3s', '0.3s', '0.3s']);
    expect(await dialog.locator('dd').allTextContents()).toEqual([
      '$188.99',
      '$70.99 (37 %)',
      '$118.00',
    ]);
    // Keyboard: the dialog is next in the tab order; Escape closes it, focus stays at the price.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // The contrast is judged once the fade is over, as the shopper reads it.
    await expect
      .poll(() => page.getByTestId('price-details').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/price-popup-desktop.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('appears at once for a shopper who asks for less motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${shop.url}${dress}`);
    await settled(page);
    await page.getByRole('button', { name: 'Price details' }).click();
    await page.getByRole('dialog', { name: 'Price details' }).waitFor();
    expect(await duration(page)).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('reads right to left in Hebrew, the grouped product and the price popup alike', async () => {
    await browser.addCookies([{ name: 'locale', value: 'he-IL', url: shop.url }]);
    try {
      await page.goto(`${shop.url}/products/stoneware-teapot`);
      await settled(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const block = page.getByTestId('grouped-product');
      expect(await block.getByRole('button', { name: /הוספת/ }).count()).toBe(1);
      await block.scrollIntoViewIfNeeded();
      await saveScreenshots(page, 'grouped-product-he');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'פרטי המחיר' }).click();
      const dialog = page.getByRole('dialog', { name: 'פרטי המחיר' });
      await dialog.waitFor();
      expect(await dialog.evaluate((d) => getComputedStyle(d).direction)).toBe('rtl');
      // Checked once it has faded in: halfway, its text is paler than it will be.
      await dialog.evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
      // Inside the page, on either side of the button, whichever way it reads.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/price-popup-he-desktop.png` });
      // On a phone it is a sheet at the bottom of the screen.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'פרטי המחיר' }).click();
      await dialog.waitFor();
      await animationsDone(dialog);
      const sheet = (await dialog.boundingBox())!;
      expect(Math.round(sheet.y + sheet.height)).toBe(844);
      expect(Math.round(sheet.width)).toBe(390);
      await page.screenshot({ path: `${SHOTS}/price-popup-he-mobile.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    } finally {
      await browser.clearCookies({ name: 'locale' });
    }
  });
});
