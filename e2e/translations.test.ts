import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];
const apiCalls: Request[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    // The shop's own calls (fetch), not the pictures it serves under the same path.
    if (new URL(r.url()).pathname.startsWith('/api/store/') && r.resourceType() === 'fetch') {
      apiCalls.push(r);
    }
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** Picks a language in the footer's selector and waits for the page to come back in it. */
async function chooseLanguage(p: Page, label: string, name: string, lang: string) {
  const select = p.getByLabel(label, { exact: true });
  await select.scrollIntoViewIfNeeded();
  await select.selectOption({ label: name });
  await Promise.all([
    p.waitForURL((url) => url.pathname !== '/locale'),
    p.locator('.language__submit').click(),
  ]);
  await expect.poll(() => p.locator('html').getAttribute('lang')).toBe(lang);
}

describe('a German shopper reads the shop in German', () => {
  it('picks Deutsch in the footer: the locale cookie lasts a year', async () => {
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Linen Wrap Dress');
    await chooseLanguage(page, 'Language', 'Deutsch', 'de-DE');
    // Back on the same page, now in German and at its German URL.
    expect(new URL(page.url()).pathname).toBe('/de/products/linen-wrap-dress');
    const cookie = (await browser.cookies(shop.url)).find((c) => c.name === 'locale')!;
    expect(cookie.value).toBe('de-DE');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(await page.getByLabel('Sprache', { exact: true }).inputValue()).toBe('de-DE');
  });

  it('shows the product in German, its options too, and calls the API with X-LANG', async () => {
    apiCalls.length = 0;
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await settled(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Wickelkleid Leinen');
    await expect
      .poll(() => page.locator('.product__description').textContent())
      .toContain('aus unserer Kollektion Kleider');
    await expect.poll(() => page.getByText('Farbe', { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Color', { exact: true }).count()).toBe(0);
    // Every non-POST call of the page says the language (spec section 7, S7-02).
    const reads = apiCalls.filter((r) => r.method() !== 'POST');
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r.headers()['x-lang'], r.url()).toBe('de-DE');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'translations-product-de');
  });

  it('shows the collection and its filters in German, with canonical filter URLs', async () => {
    await page.goto(`${shop.url}/collections/dresses`);
    await settled(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Kleider');
    const colour = page.getByRole('group', { name: 'Farbe' }).first();
    await expect.poll(() => colour.locator('label', { hasText: 'Schwarz' }).count()).toBe(1);
    await colour.locator('label', { hasText: 'Schwarz' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter.v.option.Color') === 'Black');
    await expect
      .poll(() => page.locator('.chip').first().textContent())
      .toContain('Farbe: Schwarz');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'translations-collection-de');
  });

  it('reads a blog post, a policy and the questions and answers in German', async () => {
    await page.goto(`${shop.url}/blogs/guides/caring-for-linen`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Leinen richtig pflegen');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Knitter gehören zu seinem Charme');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'translations-blog-post-de');

    await page.goto(`${shop.url}/policies/refund-policy`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Rückerstattungsrichtlinie');
    await expect.poll(() => page.locator('main').textContent()).toContain('innerhalb von 30 Tagen');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${shop.url}/faq`);
    const faq = page.locator('main');
    await expect
      .poll(() => faq.locator('.faq__heading').allTextContents())
      .toContain('Rücksendungen');
    await faq.getByText('Was gilt für Rücksendungen?').click();
    await expect.poll(() => faq.textContent()).toContain('ungetragene und ungewaschene Artikel');
    expect(await faq.textContent()).not.toContain('How long does delivery take?');

    // Under the German prefix, the answer's link to the policy stays in German.
    await page.goto(`${shop.url}/de/faq`);
    await faq.getByText('Was gilt für Rücksendungen?').click();
    const policyLink = faq.getByRole('link', { name: 'Rückerstattungsrichtlinie' });
    expect(await policyLink.getAttribute('href')).toBe('/de/policies/refund-policy');
  });

  it('shows a blog collection under its German title and line', async () => {
    await page.goto(`${shop.url}/blogs/guides`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Ratgeber');
    await expect
      .poll(() => page.locator('.page__lead').textContent())
      .toBe('So wählen, tragen und pflegen Sie, was Sie kaufen.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a Hebrew shopper reads right to left', () => {
  it('shows the product in Hebrew, the page mirrored, at 390 and 1280 px', async () => {
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await chooseLanguage(page, 'Sprache', 'עברית', 'he-IL');
    await settled(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.locator('h1').textContent()).toBe('שמלת מעטפת פשתן');
    // The picture is named in Hebrew too, as a screen reader reads it.
    expect(await page.locator('.gallery__main img').first().getAttribute('alt')).toBe(
      'שמלת מעטפת פשתן',
    );
    // The heading sits at the right edge of its column, as Hebrew is read.
    const align = await page.locator('h1').evaluate((h) => getComputedStyle(h).direction);
    expect(align).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'translations-product-he');
    // Every demo product has its Hebrew title (the demo shop speaks every language).
    await page.goto(`${shop.url}/products/silk-wrap-dress`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('שמלת מעטפת משי');
    await page.goto(`${shop.url}/products/wool-coat`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toMatch(/^[\u0590-\u05FF][^A-Za-z]*$/);
    await page.goto(`${shop.url}/policies/refund-policy`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('מדיניות החזרים');
    await saveScreenshots(page, 'translations-policy-he');
  });

  it("goes back to English from the header's language menu, on the same page", async () => {
    // Without JavaScript the header's code leads to the footer's selector, a form that works.
    const html = await (await fetch(`${shop.url}/he/products/linen-wrap-dress`)).text();
    expect(html).toMatch(/<a class="language-menu__toggle" href="#footer-language"/);
    expect(html).toMatch(/<form class="language" id="footer-language"[^>]* action="\/locale"/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${shop.url}/he/products/linen-wrap-dress`);
    await settled(page);
    const menu = page.getByTestId('language-menu');
    // The list is in the page only while it is open; Escape closes it and gives the focus back.
    const toggle = menu.getByRole('button', { name: /^שפה/ });
    await toggle.click();
    await expect.poll(() => menu.locator('form button').count()).toBe(16);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.locator('form').count()).toBe(0);
    await expect.poll(() => toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    await toggle.click();
    const english = menu.getByRole('button', { name: 'English', exact: true });
    await Promise.all([page.waitForURL((url) => url.pathname !== '/locale'), english.click()]);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(new URL(page.url()).pathname).toBe('/products/linen-wrap-dress');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Linen Wrap Dress');
    expect((await browser.cookies(shop.url)).find((c) => c.name === 'locale')?.value).toBe('en-US');
    // On a phone the menu drawer holds the selector: the header's menu is not shown.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('went through without a script error', () => {
    expect(problems).toEqual([]);
  });
});
