import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dollars,
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

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror at ${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console at ${page.url()}: ${m.text()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** The count line above a list ("13 products") as a number. */
const listed = async (p: Page) =>
  Number((await p.locator('.listing__count').textContent())!.split(' ')[0]);

/** What the filter panel says a value's count is ("Coral" → 9). */
const countOf = async (p: Page, group: string, value: string) =>
  Number(
    await p
      .getByRole('group', { name: group })
      .locator('label', { hasText: value })
      .locator('.filter-value__count [aria-hidden]')
      .textContent(),
  );

/** A price as the euro is written (1.234,50 €) as a number. */
const euro = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Marks the window: the mark survives only navigation inside the app (no reload). */
const mark = (p: Page) =>
  p.evaluate(() => ((window as unknown as { mark?: string }).mark = 'same document'));
const marked = (p: Page) => p.evaluate(() => (window as unknown as { mark?: string }).mark);

describe('finding products: collection filters, sort, search and suggestions', () => {
  it('filters a collection by colour in place, with counts, chips and the URL kept', async () => {
    await page.goto(`${shop.url}/collections/dresses`);
    await settled(page);
    await mark(page);
    const all = await listed(page);
    expect(all).toBeGreaterThan(12);
    const coral = await countOf(page, 'Color', 'Coral');
    expect(coral).toBeGreaterThan(0);
    expect(coral).toBeLessThan(all);

    await page.getByRole('group', { name: 'Color' }).getByLabel('Coral').check();
    await page.waitForURL(/filter\.v\.option\.Color=Coral/);
    await expect.poll(() => listed(page)).toBe(coral);
    expect(await page.locator('.card').count()).toBe(Math.min(coral, 12));
    // No reload: the app navigated in place.
    expect(await marked(page)).toBe('same document');
    // The chip says what is in force; the colour's own group keeps its other values' counts.
    await expect(
      page.getByRole('link', { name: 'Remove filter Color: Coral' }).count(),
    ).resolves.toBe(1);
    expect(await countOf(page, 'Color', 'Teal')).toBeGreaterThan(0);

    // Each listed product has a coral variant: its page offers the colour.
    const first = page.locator('.card__link').first();
    const href = (await first.getAttribute('href'))!;
    const product = await (
      await fetch(`${shop.url}/api/store/products/${href.split('/').pop()}`)
    ).json();
    const colours = product.data.variants.flatMap(
      (v: { attrs?: { name: string; value: string }[] }) =>
        (v.attrs ?? []).filter((a) => a.name === 'Color').map((a) => a.value),
    );
    expect(colours).toContain('Coral');

    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'collection-filtered');

    // The chip takes the filter away again.
    await page.getByRole('link', { name: 'Remove filter Color: Coral' }).click();
    await page.waitForURL(/\/collections\/dresses$/);
    await expect.poll(() => listed(page)).toBe(all);
    expect(await page.getByRole('group', { name: 'Color' }).getByLabel('Coral').isChecked()).toBe(
      false,
    );
    expect(await marked(page)).toBe('same document');
  });

  it('sorts by price both ways and keeps sort and filters across pages', async () => {
    await page.goto(`${shop.url}/collections/dresses`);
    await settled(page);
    await page.getByLabel('Sort by').selectOption('price-ascending');
    await page.waitForURL(/sort_by=price-ascending/);
    await expect.poll(() => page.locator('.card .price').first().isVisible()).toBe(true);
    const prices = async () =>
      Promise.all(
        (await page.locator('.card .price__current').all()).map(async (l) =>
          dollars((await l.textContent())!),
        ),
      );
    const up = await prices();
    expect(up.length).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption('price-descending');
    await page.waitForURL(/sort_by=price-descending/);
    await expect.poll(async () => (await prices())[0]).toBeGreaterThan(up[0]!);
    const down = await prices();
    expect(down).toEqual([...down].sort((a, b) => b - a));

    // In stock only, then page 2: the pager's link keeps the sort and the filter.
    await page.getByRole('group', { name: 'Availability' }).getByLabel('In stock').check();
    await page.waitForURL(/filter\.v\.availability=1/);
    // The address changes first; the filtered list (and its pager) once its answer is here.
    const next = page.getByRole('link', { name: 'Next' });
    await expect.poll(() => next.getAttribute('href')).toContain('filter.v.availability=1');
    expect(await listed(page)).toBeGreaterThan(12);
    const href = (await next.getAttribute('href'))!;
    expect(href).toContain('sort_by=price-descending');
    expect(href).toContain('filter.v.availability=1');
    expect(href).toContain('page=2');
  });

  it('filters by a price range typed in, and clears every filter', async () => {
    await page.goto(`${shop.url}/collections/dresses?sort_by=price-ascending`);
    await settled(page);
    const all = await listed(page);
    await page.getByLabel('To', { exact: true }).fill('100');
    await page.getByLabel('To', { exact: true }).press('Enter');
    await page.waitForURL(/filter\.v\.price\.lte=100/);
    await expect.poll(() => listed(page)).toBeLessThan(all);
    const prices = await Promise.all(
      (await page.locator('.card .price__current').all()).map(async (l) =>
        dollars((await l.textContent())!),
      ),
    );
    expect(prices.every((p) => p <= 100)).toBe(true);
    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.search.includes('filter.'));
    expect(page.url()).toContain('sort_by=price-ascending');
    await expect.poll(() => listed(page)).toBe(all);
  });

  it('shows the price filter in the currency chosen, and filters by what the shopper sees', async () => {
    await page.goto(`${shop.url}/collections/dresses?sort_by=price-ascending`);
    await settled(page);
    const all = await listed(page);
    await page.getByTestId('currency-toggle').click();
    await page.getByTestId('currency-EUR').click();
    try {
      const filter = page.getByRole('group', { name: 'Price (EUR)' });
      await filter.waitFor();
      const cards = page.locator('.card .price__current');
      await expect.poll(() => cards.first().textContent()).toMatch(/ €$/);
      const shown = await Promise.all(
        (await cards.all()).map(async (l) => (await l.textContent())!),
      );
      const euros = shown.map(euro);
      // The bounds offered are the list's own prices, in euros.
      const from = Number(await filter.getByLabel('From').getAttribute('placeholder'));
      expect(from).toBeLessThanOrEqual(euros[0]!);
      expect(from).toBeGreaterThan(euros[0]! - 1);
      // The shopper types a price they see: the product shown at it stays listed.
      const bound = euros[Math.floor(euros.length / 2)]!;
      const kept = euros.filter((e) => e <= bound).length;
      const to = filter.getByLabel('To', { exact: true });
      await to.fill(String(bound));
      await to.press('Enter');
      await page.waitForURL(/filter\.v\.price\.lte=/);
      await expect.poll(() => listed(page)).toBeLessThan(all);
      const after = await Promise.all(
        (await cards.all()).map(async (l) => euro((await l.textContent())!)),
      );
      expect(after.every((e) => e <= bound)).toBe(true);
      expect(after.length).toBeGreaterThanOrEqual(kept);
      expect(after).toContain(bound);
      // The field and the chip say the bound in euros, as typed.
      expect(Number(await to.inputValue())).toBe(bound);
      const chip = page.getByRole('list', { name: 'Filters in use' }).getByRole('link');
      const written = shown[Math.floor(euros.length / 2)]!.match(/[\d.]+,\d{2} €/)![0];
      expect(await chip.textContent()).toContain(`– ${written}`);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshots(page, 'collection-price-filter-euros');
    } finally {
      // Back by the footer's selector (spec section 2, common footer): it opens above itself.
      const footer = page.getByRole('group', { name: 'Currency' });
      await footer.getByTestId('footer-currency-toggle').click();
      const usd = footer.getByTestId('currency-USD');
      await usd.waitFor();
      const [button, list] = [
        (await footer.getByTestId('footer-currency-toggle').boundingBox())!,
        (await footer.getByRole('radiogroup').boundingBox())!,
      ];
      expect(list.y + list.height).toBeLessThanOrEqual(button.y);
      await usd.click();
    }
    await expect.poll(() => page.getByRole('group', { name: 'Price (USD)' }).count()).toBe(1);
  });

  it('opens a new page in the currency chosen, its footer too when its code comes late, with no script error', async () => {
    const late = await browser.newPage();
    const errors: string[] = [];
    late.on('pageerror', (e) => errors.push(e.message));
    await late.goto(`${shop.url}/collections/dresses`);
    await settled(late);
    await late.getByTestId('currency-toggle').click();
    await late.getByTestId('currency-EUR').click();
    await late.getByRole('group', { name: 'Price (EUR)' }).waitFor();
    // The next page's footer gets its code only after the page has hydrated and read the choice:
    // the server drew the page in dollars, and it turns to euros, the footer's selector too.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await late.route(/\/Footer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await late.goto(`${shop.url}/collections/tops`);
      await late.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      const footerToggle = late.getByTestId('footer-currency-toggle');
      expect(await footerToggle.textContent()).toContain('USD');
      release();
      await expect
        .poll(() => late.locator('.card .price__current').first().textContent())
        .toMatch(/ €$/);
      await expect.poll(() => footerToggle.textContent()).toContain('EUR');
      await expect.poll(() => late.getByTestId('currency-toggle').textContent()).toContain('EUR');
      // Each part hydrated on the server's HTML: none was thrown away and drawn again.
      expect(errors).toEqual([]);
    } finally {
      release();
      // Back to dollars for the pages after (the choice is the browser's, every tab's).
      await late.evaluate(() => localStorage.removeItem('pricetype'));
      await late.close();
    }
  });

  it('works without JavaScript: the filters are a GET form, the pager keeps them', async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${shop.url}/collections/dresses`);
      const coral = await countOf(plain, 'Color', 'Coral');
      await plain.getByRole('group', { name: 'Color' }).getByLabel('Coral').check();
      await plain.getByLabel('Sort by').selectOption('price-descending');
      await plain.getByRole('button', { name: 'Apply' }).click();
      await plain.waitForURL(/filter\.v\.option\.Color=Coral/);
      expect(plain.url()).toContain('sort_by=price-descending');
      expect(await listed(plain)).toBe(coral);
      expect(
        await plain.getByRole('group', { name: 'Color' }).getByLabel('Coral').isChecked(),
      ).toBe(true);

      // On a phone the panel is hidden behind "Filter": the link's target opens it.
      await plain.setViewportSize({ width: 390, height: 844 });
      expect(await plain.locator('#filters').isVisible()).toBe(false);
      await plain.getByRole('button', { name: /Filter/ }).click();
      expect(await plain.locator('#filters').isVisible()).toBe(true);
    } finally {
      await noScript.close();
    }
  });

  it('opens the filters in a drawer on a phone that keeps Tab inside, closed by Escape', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${shop.url}/collections/dresses`);
      await settled(page);
      expect(await page.locator('#filters').isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: /Filter/ });
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/filters-drawer-mobile.png` });

      // Tab goes round the drawer's controls (more presses than it has stops) and never
      // reaches the page behind.
      const stops = await drawer.evaluate(
        (d) => d.querySelectorAll('a[href], button, input:not([type="hidden"]), select').length,
      );
      const focusedIn = () =>
        page.evaluate(() => document.activeElement?.closest('dialog')?.dataset.testid ?? 'page');
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press('Tab');
        expect(await focusedIn()).toBe('filters-drawer');
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIn()).toBe('filters-drawer');
      // Escape closes it and gives focus back to the toggle that opened it.
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await toggle.evaluate((t) => t === document.activeElement)).toBe(true);

      await toggle.click();
      await drawer.waitFor();
      await drawer.getByLabel('Plum').check();
      await page.waitForURL(/Color=Plum/);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await page.locator('#filters').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: /Filter/ }).textContent()).toContain('1');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('searches from the search page, typo-tolerant, with an empty result said plainly', async () => {
    await page.goto(`${shop.url}/search`);
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('linen');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=linen/);
    await page.locator('h1', { hasText: 'Results for “linen”' }).waitFor();
    const titles = await page.locator('.card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => /linen/i.test(t))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'search');

    // A swapped pair of letters still finds the product.
    await page.goto(`${shop.url}/search?q=sneakr`);
    expect(
      (await page.locator('.card__title').allTextContents()).some((t) => /sneaker/i.test(t)),
    ).toBe(true);
    await page.goto(`${shop.url}/search?q=sheo`);
    expect(await listed(page)).toBeGreaterThan(0);

    const response = await page.goto(`${shop.url}/search?q=qxzvw`);
    expect(response!.status()).toBe(200);
    await page.getByText('No products match “qxzvw”').waitFor();
    expect(await page.locator('.card').count()).toBe(0);
  });

  it('reads the blog from the footer: blog home, a post, a related post; and a policy', async () => {
    await page.goto(`${shop.url}/`);
    await settled(page);
    await mark(page);
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blogs');
    await page.getByRole('heading', { name: 'Featured stories' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'blogs');
    await page.getByRole('link', { name: 'Caring for linen' }).first().click();
    await page.waitForURL('**/blogs/guides/caring-for-linen');
    await page.locator('h1', { hasText: 'Caring for linen' }).waitFor();
    await page.getByText('Linen gets better with every wash').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'blog-post');
    const related = page.getByRole('region', { name: 'You may also like' });
    const next = (await related.locator('.post-card__title a').first().textContent())!;
    await related.locator('.post-card__title a').first().click();
    await page.locator('h1', { hasText: next }).waitFor();
    expect(await marked(page)).toBe('same document');

    await page.locator('footer').getByRole('link', { name: 'Refund policy' }).click();
    await page.waitForURL('**/policies/refund-policy');
    await page.getByText('Return anything unworn within 30 days').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('suggests as the shopper types in the header: an ARIA combobox driven by the keyboard', async () => {
    await page.goto(`${shop.url}/`);
    await settled(page);
    await mark(page);
    await page.getByTestId('header-search').click();
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.waitFor();
    expect(await box.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('sho');
    const list = page.getByRole('listbox');
    await list
      .getByRole('option', { name: /Sneaker/ })
      .first()
      .waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await list.getByRole('option', { name: 'Shoes' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /suggestions/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'search-suggestions', { fullPage: false, waitForImages: false });

    // Down twice: the second product is the active one; Enter opens it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = (await box.getAttribute('aria-activedescendant'))!;
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const title = (await option.locator('.suggestion__title').textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/**');
    await page.locator('.product__title', { hasText: title }).waitFor();
    expect(await marked(page)).toBe('same document');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Escape closes the list first, then the dialog; Enter without a choice searches.
    await page.getByTestId('header-search').click();
    await box.waitFor();
    await page.keyboard.type('linen');
    await list.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=linen/);
    await page.locator('h1', { hasText: 'Results for “linen”' }).waitFor();
    expect(problems).toEqual([]);
  });
});
