import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshShopData,
  openBrowser,
  type RunningShop,
  saveScreenshots,
  seriousViolations,
  scrollToSection,
  settled,
  type ShopData,
  SHOTS,
  startShop,
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
let productPath: string;
const problems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A picture the server refuses answers 422: the form shows it, the console logs it.
    if (m.type() === 'error' && !m.text().includes('422')) problems.push(`console: ${m.text()}`);
  });
  // The demo shop's first product has more than two pages of reviews, some with pictures.
  const first = await (await fetch(`${shop.url}/api/store/products?page_size=1`)).json();
  productPath = first.data[0].path;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

const reviews = (p: Page) => p.getByTestId('review');
const mark = (p: Page) =>
  p.evaluate(() => ((window as unknown as { mark?: string }).mark = 'same document'));
const marked = (p: Page) => p.evaluate(() => (window as unknown as { mark?: string }).mark);

describe('reviews on the product page', () => {
  it('loads the reviews when the shopper comes near them, not before (a lazy section)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const read: string[] = [];
      const onRequest = (r: Request) => {
        if (new URL(r.url()).pathname.startsWith('/api/store/comments')) read.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(`${shop.url}${productPath}`);
      await settled(page);
      // Hydrated, the first screen shown: the reviews are neither read nor drawn yet.
      expect(await page.getByTestId('reviews').count()).toBe(0);
      expect(read).toEqual([]);
      await scrollToSection(page, 'comments');
      await page.getByTestId('reviews').waitFor();
      expect(read.length).toBeGreaterThan(0);
      page.off('request', onRequest);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('reads the reviews, opens a picture and loads the next page in place', async () => {
    await page.goto(`${shop.url}${productPath}`);
    await settled(page);
    await scrollToSection(page, 'comments');
    await mark(page);
    const section = page.getByTestId('reviews');
    await expect.poll(() => section.isVisible()).toBe(true);
    expect(await section.getByTestId('reviews-summary').textContent()).toContain(
      'Based on 23 reviews',
    );
    expect(await reviews(page).count()).toBe(10);
    // Each dated as the language writes a medium date, the day it was written.
    const first = reviews(page).first().locator('time.review__date');
    const written = new Date((await first.getAttribute('datetime'))!);
    expect(await first.textContent()).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(written),
    );

    // The star rating leads to the reviews.
    await page.locator('.product__info .rating__link').click();
    await page.waitForURL(/#reviews$/);

    // A thumbnail opens the picture larger; Escape closes it and focus comes back.
    const thumbnail = section.locator('.review__picture').first();
    await thumbnail.click();
    const viewer = page.getByTestId('picture-viewer');
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await expect
      .poll(() => viewer.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(240);
    await page.screenshot({ path: `${SHOTS}/review-picture-desktop.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    expect(await thumbnail.evaluate((a) => a === document.activeElement)).toBe(true);

    // More reviews: the next ten below the first, without a reload.
    await section.getByTestId('more-reviews').click();
    await expect.poll(() => reviews(page).count()).toBe(20);
    expect(await marked(page)).toBe('same document');
    expect(await page.getByTestId('reviews-status').textContent()).toBe('20 of 23 reviews');
    await section.getByTestId('more-reviews').click();
    await expect.poll(() => reviews(page).count()).toBe(23);
    expect(await section.getByTestId('more-reviews').count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'product-reviews');
    await section.screenshot({ path: `${SHOTS}/reviews-section-desktop.png` });
    expect(problems).toEqual([]);
  });

  it('writes a review with a picture by keyboard, and sees it at the top', async () => {
    await page.goto(`${shop.url}${productPath}`);
    await settled(page);
    await scrollToSection(page, 'comments');
    await mark(page);
    const section = page.getByTestId('reviews');
    const write = section.getByTestId('write-review');
    await write.focus();
    await page.keyboard.press('Enter');
    const form = page.getByTestId('review-form');
    await expect.poll(() => form.isVisible()).toBe(true);
    // The form opens on its stars: Space picks one star, the arrows move to four.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('rating');

    // Posting at once: each field says what it needs, and focus goes to the first.
    await form.getByTestId('submit-review').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => form.getByTestId('error-rating').textContent())
      .toBe('Choose a rating from 1 to 5 stars.');
    expect(await form.getByTestId('error-body').textContent()).toBe(
      'Write your review (at most 2000 characters).',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rating');
    const firstStar = form.locator('input[name=rating]').first();
    expect(await firstStar.getAttribute('aria-invalid')).toBe('true');
    expect(await firstStar.getAttribute('aria-describedby')).toContain('rating-error');

    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await form.locator('input[name=rating]:checked').getAttribute('value')).toBe('4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    const text = 'Typed from the keyboard, with a picture of it on my shelf.';
    await page.keyboard.type(text);
    expect(await form.getByTestId('body-counter').textContent()).toBe(`${text.length}/2000`);
    // Each error went as its field was put right; the stars' went with the first star.
    for (const field of ['rating', 'author', 'email', 'body']) {
      expect(await form.getByTestId(`error-${field}`).count(), field).toBe(0);
    }
    expect(await form.locator('[aria-invalid=true]').count()).toBe(0);

    const files = form.locator('input[type=file]');
    expect(await form.getByTestId('error-images').count()).toBe(0);
    // A text file called .jpg passes the look at its name, but the browser cannot draw it: it
    // is refused as soon as its preview fails, before anything is sent (the server reads the
    // bytes of what is sent all the same: routes.test.ts).
    await files.setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect
      .poll(() => form.getByTestId('error-images').textContent())
      .toBe('Only JPG, JPEG, PNG or GIF pictures.');
    expect(await form.locator('.review-form__previews img').count()).toBe(0);
    // A picture of another type is refused as it is chosen, with the server's own message.
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#09c' } })
      .webp()
      .toBuffer();
    await files.setInputFiles({ name: 'shelf.webp', mimeType: 'image/webp', buffer: webp });
    expect(await form.getByTestId('error-images').textContent()).toBe(
      'Only JPG, JPEG, PNG or GIF pictures.',
    );
    expect(await files.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'review-form-errors', {
      fullPage: false,
      at: form.getByTestId('error-images'),
    });
    await form.screenshot({ path: `${SHOTS}/review-form-desktop.png` });

    // A real picture takes its place, and the review is posted.
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#2f6f62' },
    })
      .png()
      .toBuffer();
    await files.setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: png });
    expect(await form.locator('.review-form__previews img').count()).toBe(1);
    await form.getByTestId('submit-review').focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => form.count()).toBe(0);
    const top = reviews(page).first();
    await expect.poll(() => top.textContent()).toContain('Keyboard Kim');
    expect(await top.textContent()).toContain(text);
    expect(await top.locator('.review__picture img').count()).toBe(1);
    expect(await page.getByTestId('reviews-status').textContent()).toBe(
      'Thank you! Your review is posted.',
    );
    expect(await section.getByTestId('reviews-summary').textContent()).toContain(
      'Based on 24 reviews',
    );
    expect(await marked(page)).toBe('same document');
    expect(await seriousViolations(page)).toEqual([]);

    // The shop has it: a new visit shows it first, with its picture served by the shop.
    await page.reload();
    await settled(page);
    await expect.poll(() => reviews(page).first().textContent()).toContain('Keyboard Kim');
    await expect
      .poll(() =>
        reviews(page)
          .first()
          .locator('img')
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('shows the reviews at 390 px without anything sideways', async () => {
    expect(shop.process.exitCode, shop.output()).toBeNull();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}${productPath}#reviews`);
    await settled(page);
    await page.getByTestId('write-review').click();
    await expect.poll(() => page.getByTestId('review-form').isVisible()).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.getByTestId('reviews').screenshot({ path: `${SHOTS}/reviews-section-mobile.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
