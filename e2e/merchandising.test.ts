import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshShopData,
  loadMerchantFile,
  openBrowser,
  type RunningShop,
  saveScreenshots,
  scrollToSection,
  seriousViolations,
  settled,
  type ShopData,
  SHOTS,
  startShop,
} from './shop.ts';

// Merchandising as the shopper meets it: tag badges on cards and the gallery, custom buttons
// with their clicks counted, the size chart, share buttons, combinations, guess-you-like, the
// diversion test, and style combinations on cards where the theme settings turn them on.
interface Listed {
  ID: number;
  slug: string;
  path: string;
  title: string;
}
let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
let dresses: Listed[];
let tops: Listed[];
const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-merch-'));
const problems: string[] = [];
const requests: string[] = [];

const api = async <T>(url: string): Promise<T> => (await fetch(`${shop.url}${url}`)).json() as T;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  // The merchant offers $5 off for a share (the share buttons say so).
  await loadMerchantFile(data, 'incentives', {
    incentives: [
      {
        key: 'share',
        action: 'share',
        title: '$5 off',
        discount_type: 'fixed_cart',
        amount: 500,
      },
    ],
  });
  shop = await startShop(data);
  browser = await openBrowser();
  // No request leaves the machine: marketplaces and share networks answer here.
  await browser.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => requests.push(r.url()));
  dresses = (await api<{ data: Listed[] }>('/api/store/products?category=dresses&page_size=40'))
    .data;
  tops = (await api<{ data: Listed[] }>('/api/store/products?category=tops&page_size=40')).data;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** Where a tag sits in its picture: its width and its distances to the picture's four sides. */
async function placeIn(tag: Locator, box: Locator) {
  const t = (await tag.boundingBox())!;
  const b = (await box.boundingBox())!;
  return {
    width: Math.round(t.width),
    boxWidth: b.width,
    top: Math.round(t.y - b.y),
    left: Math.round(t.x - b.x),
    right: Math.round(b.x + b.width - (t.x + t.width)),
    bottom: Math.round(b.y + b.height - (t.y + t.height)),
  };
}

const cardOf = (p: Listed) =>
  page.locator('.card').filter({ has: page.locator(`a[href="${p.path}"]`) });

describe('tag badges', () => {
  it('draws each card’s tags at their corner and width, computer and phone', async () => {
    await page.goto(`${shop.url}/collections/dresses`);
    await settled(page);
    const lead = dresses[0]!;
    const media = cardOf(lead).locator('.card__media');
    const shape = media.locator('[data-testid=product-tag][data-style="0"]');
    expect(await shape.getAttribute('data-shape')).toBe('1');
    expect(await shape.textContent()).toBe('New');
    // pc: 56 px at the top right, 8 px in.
    expect(await placeIn(shape, media)).toMatchObject({ width: 56, top: 8, right: 8 });

    // A sale product's "SAVE_PERCENT off": 40 % wide at the bottom left, its saving filled in.
    const savingTag = page.locator('[data-testid=product-tag][data-style="1"]', {
      hasText: /off$/,
    });
    const savingMedia = page.locator('.card__media').filter({ has: savingTag }).first();
    const saving = savingMedia.locator(savingTag);
    expect(await saving.textContent()).toMatch(/^\d{1,2}% off$/);
    const pc = await placeIn(saving, savingMedia);
    expect(pc.width).toBeCloseTo(pc.boxWidth * 0.4, 0);
    expect(pc).toMatchObject({ left: 8, bottom: 8 });
    // "Only STOCK left" shows only at or below the theme's low-stock threshold (5): the demo's
    // products with that tag have more, so no card claims "Only 40 left".
    const stock = page.locator('[data-testid=product-tag]').filter({ hasText: /^Only / });
    const counts = (await stock.allTextContents()).map((t) => Number(/\d+/.exec(t)?.[0] ?? 0));
    expect(counts.filter((n) => n > 5)).toEqual([]);

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // Phone: 44 px for the shape, 60 % for the saving.
    expect(await placeIn(shape, media)).toMatchObject({ width: 44, top: 8, right: 8 });
    const phone = await placeIn(saving, savingMedia);
    expect(phone.width).toBeCloseTo(phone.boxWidth * 0.6, 0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshots(page, 'merch-collection');
    // Style combinations are off in vogue: no call for them.
    expect(requests.some((u) => u.includes('/style-combinations'))).toBe(false);
  });

  it('draws the five shapes distinctly, and tags over the product’s gallery', async () => {
    const shapes = new Set<string>();
    for (const product of [dresses[0]!, ...tops.slice(0, 4)]) {
      const card = (
        await api<{ data: { tags: { shape: number | null }[] }[] }>(
          `/api/store/product_cards?filter[product_id]=${product.ID}`,
        )
      ).data[0]!;
      for (const t of card.tags) if (t.shape) shapes.add(String(t.shape));
    }
    expect([...shapes].sort()).toEqual(['1', '2', '3', '4', '5']);
    await page.goto(`${shop.url}/collections/tops`);
    await settled(page);
    const drawn = await page
      .locator('[data-testid=product-tag][data-style="0"] svg')
      .evaluateAll((svgs) => svgs.map((s) => s.innerHTML));
    expect(new Set(drawn).size).toBeGreaterThanOrEqual(4);

    await page.goto(`${shop.url}${dresses[0]!.path}`);
    await settled(page);
    const tag = page.locator('.gallery__main [data-testid=product-tag][data-style="0"]');
    expect(await placeIn(tag, page.locator('.gallery__main'))).toMatchObject({
      width: 56,
      top: 8,
      right: 8,
    });
  });
});

describe('the product page', () => {
  it('shows custom buttons in their looks, opens them in a new tab and counts the click', async () => {
    await page.goto(`${shop.url}${dresses[0]!.path}`);
    await settled(page);
    const buttons = page.getByTestId('custom-button');
    expect(await buttons.count()).toBe(4);
    const amazon = page.locator('[data-testid=custom-button][data-type=amazon]');
    expect(await amazon.textContent()).toContain('Buy on Amazon');
    expect(await amazon.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\//);
    expect(await amazon.getAttribute('target')).toBe('_blank');
    expect(await amazon.getAttribute('rel')).toBe('noopener');
    const looks = await buttons.evaluateAll((all) =>
      all.map((b) => {
        const s = getComputedStyle(b);
        return `${s.borderRadius}|${s.borderInlineStartWidth}|${s.textTransform}`;
      }),
    );
    expect(new Set(looks.slice(0, 3)).size).toBe(3);
    expect(await amazon.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(255, 216, 20)',
    );

    const counted = page.waitForResponse(
      (r) => r.url().endsWith('/api/store/click_button') && r.request().method() === 'POST',
    );
    const opened = browser.waitForEvent('page');
    await page.locator('[data-testid=custom-button][data-type=ebay]').click();
    const answer = await counted;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      product_id: dresses[0]!.ID,
      button_type: 'ebay',
    });
    const tab = await opened;
    expect(tab.url()).toMatch(/^https:\/\/www\.ebay\.com\//);
    await tab.close();
  });

  it('opens the size chart by keyboard, keeps focus in it and gives focus back', async () => {
    const link = page.getByTestId('size-chart-link');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Body measurements' });
    await dialog.waitFor();
    expect(await dialog.locator('th[scope=col]').allTextContents()).toEqual([
      'Size',
      'Bust',
      'Waist',
      'Hips',
    ]);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(
        true,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'merch-size-chart', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Size chart');

    // A product without a chart has no link.
    const bag = (await api<{ data: Listed[] }>('/api/store/products?category=bags&page_size=1'))
      .data[0]!;
    await page.goto(`${shop.url}${bag.path}`);
    await settled(page);
    expect(await page.getByTestId('size-chart-link').count()).toBe(0);
  });

  it('shares in a 626x436 popup with the page’s address, and notices when it closes', async () => {
    const lead = dresses[0]!;
    await page.goto(`${shop.url}${lead.path}`);
    await settled(page);
    await page.getByText('Share', { exact: true }).click();
    // The list is drawn on the disclosure's toggle event, which the browser fires after the click.
    await page.locator('.merch-share__item').first().waitFor();
    expect(await page.locator('.merch-share__item').count()).toBeGreaterThanOrEqual(30);
    // The share incentive, for a visitor: what a customer's share would give.
    await expect
      .poll(() => page.getByTestId('share-incentive').textContent())
      .toBe('Log in to get $5 off for sharing this product.');
    expect(await page.getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Share on Facebook' }).click();
    const popup = await popupOpened;
    const here = new URL(lead.path, shop.url).href;
    expect(popup.url()).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(here)}`,
    );
    await popup.waitForLoadState();
    const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    expect(size[0]).toBeGreaterThan(560);
    expect(size[0]).toBeLessThanOrEqual(626);
    expect(size[1]).toBeLessThanOrEqual(436);
    await popup.close();
    await expect
      .poll(() => page.locator('.merch-share [aria-live]').textContent(), { timeout: 3000 })
      .toBe('The sharing window was closed.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows both combinations at their positions, 67 px items on a computer and 50 on a phone', async () => {
    // The two positions ask for the product's combinations at once in the browser: one call.
    const before = requests.length;
    const combinationsCall = (url: string) => url.includes('/api/store/combinations?');
    const answered = page.waitForResponse((r) => combinationsCall(r.url()));
    await page.goto(`${shop.url}${dresses[0]!.path}`);
    await answered;
    await settled(page);
    expect(requests.slice(before).filter(combinationsCall)).toHaveLength(1);
    const blocks = page.getByTestId('combination');
    expect(await blocks.evaluateAll((b) => b.map((x) => x.getAttribute('data-position')))).toEqual([
      'product_main',
      'product_bottom',
    ]);
    const first = blocks.first();
    expect(await first.locator('h2').textContent()).toBe('Complete the look');
    expect(await first.locator('.combination__item').count()).toBe(4);
    expect(await first.locator('img').count()).toBe(4);
    const itemWidth = async () =>
      Math.round((await first.locator('.combination__image').first().boundingBox())!.width);
    expect(await itemWidth()).toBe(67);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await itemWidth()).toBe(50);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Each item links its product.
    const href = await first.locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/products\//);

    // You may also like: the collection's products without this one.
    await scrollToSection(page, 'guess-you-like');
    const also = page.getByTestId('guess-you-like');
    const links = await also
      .locator('.card__link')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    expect(links.length).toBe(4);
    expect(links).not.toContain(dresses[0]!.path);
    await saveScreenshots(page, 'merch-product');
    expect(problems).toEqual([]);
  });

  it('shows no combination block when the combinations cannot be loaded', async () => {
    await page.goto(`${shop.url}/collections/dresses`);
    await settled(page);
    await page.route('**/api/store/combinations*', (route) =>
      route.fulfill({ status: 500, body: '{"code":"internal","message":"x"}' }),
    );
    const failed = page.waitForResponse((r) => r.url().includes('/api/store/combinations'));
    // In-app navigation: the page's loaders run in the browser, through the API.
    await cardOf(dresses[0]!).locator('.card__link').click();
    expect((await failed).status()).toBe(500);
    await page.locator('.product__title').waitFor();
    expect(await page.getByTestId('combination').count()).toBe(0);
    expect(await page.locator('[role=alert]').filter({ hasText: /\w/ }).count()).toBe(0);
    await page.unroute('**/api/store/combinations*');
  });

  it('sends a visitor chosen for the diversion test on to the main product, and keeps the choice', async () => {
    const [test] = (
      await api<{ data: { diversion_test_id: number; main_product: string }[] }>(
        `/api/store/product_diversion_test/relationships?product_ids=${tops[1]!.ID}`,
      )
    ).data;
    expect(test!.main_product).toBe(tops[0]!.slug);
    const choose = (goes: boolean) =>
      page.evaluate(
        ([id, goes]) =>
          localStorage.setItem(
            'vitrine.diversion',
            JSON.stringify({ data: { [id as number]: goes }, time: Date.now(), expire: 0 }),
          ),
        [test!.diversion_test_id, goes] as const,
      );
    await choose(true);
    await page.goto(`${shop.url}${tops[1]!.path}`);
    await page.waitForURL(`**${tops[0]!.path}`);
    await choose(false);
    await page.goto(`${shop.url}${tops[1]!.path}`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe(tops[1]!.path);
  });
});

describe('style combinations on cards, by the theme setting', () => {
  it('on: the list asks for them in one call and each card shows its strip', async () => {
    const file = path.join(folder, 'settings.json');
    writeFileSync(file, JSON.stringify({ show_style_combination_on_card: true }));
    await shop.stop();
    shop = await startShop({ ...data, env: { ...data.env, THEME_SETTINGS_FILE: file } });
    const asked = page.waitForRequest((r) => r.url().includes('/api/store/style-combinations'));
    await page.goto(`${shop.url}/collections/dresses`);
    const url = new URL((await asked).url());
    expect(url.searchParams.get('combination_position')).toBe('card');
    expect(url.searchParams.get('filter[product_ids]')!.split(',')).toContain(
      String(dresses[0]!.ID),
    );
    const strip = cardOf(dresses[0]!).getByTestId('style-strip');
    await strip.waitFor();
    expect(await strip.locator('a').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'merch-style-strip');
  });
});
