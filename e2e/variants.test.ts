import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaletteDto, ProductDto } from '../src/modules/catalog/contract.ts';
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
  requestsFlushed,
  whileAnswersHeld,
} from './shop.ts';

// Choosing variants on the product page, the cards' palettes and buy buttons, and the browsing
// record (spec sections 2, 4 and 5), on the demo shop.
let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-variants-'));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const api = async (url: string, base = shop.url) => (await fetch(`${base}/api/store${url}`)).json();
const product = async (slug: string): Promise<ProductDto> =>
  (await api(`/products/${slug}`)).data as ProductDto;
const cardIds = () =>
  page.locator('.card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
const variantParam = () => new URL(page.url()).searchParams.get('variant');
const group = (name: string) => page.getByRole('radiogroup', { name });
const mainImage = () => page.locator('.gallery__main img').first().getAttribute('src');

async function open(pathname: string) {
  await page.goto(`${shop.url}${pathname}`);
  await settled(page);
}

async function noSeriousProblems(where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('choosing variants on the product page', () => {
  it('draws colour swatches only for CSS colours and chooses by mouse, ?variant= in step', async () => {
    const coat = await product('wool-coat');
    await open(coat.path);
    const colors = group('Color');
    // "Ocean" is not a CSS colour: a text label; "Black" is a swatch.
    expect(await colors.locator('label', { hasText: 'Ocean' }).getAttribute('class')).toContain(
      'swatch--text',
    );
    const black = colors.locator('label[title="Black"]');
    expect(await black.getAttribute('class')).toContain('swatch--color');
    expect(
      await black.locator('.swatch__color').evaluate((e) => getComputedStyle(e).backgroundColor),
    ).toBe('rgb(0, 0, 0)');
    await black.click();
    await expect.poll(() => page.getByTestId('chosen-value').first().textContent()).toBe(': Black');
    await expect.poll(variantParam).not.toBeNull();
    const current = coat.variants!.find((v) => String(v.ID) === variantParam())!;
    expect(current.attrs).toContainEqual({ name: 'Color', value: 'Black' });
    await noSeriousProblems('product page with swatches');
    await saveScreenshots(page, 'variants-swatches');
  });

  it('moves through labels with the arrow keys, the URL following', async () => {
    const coat = await product('wool-coat');
    await open(coat.path);
    const sizes = group('Size');
    await sizes.locator('input:checked').focus();
    const before = await sizes.locator('input:checked').getAttribute('value');
    const start = variantParam();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => sizes.locator('input:checked').getAttribute('value')).not.toBe(before);
    const after = (await sizes.locator('input:checked').getAttribute('value'))!;
    await expect.poll(variantParam).not.toBe(start);
    const variant = coat.variants!.find((v) => String(v.ID) === variantParam())!;
    expect(variant.attrs).toContainEqual({ name: 'Size', value: after });
    // Sold-out values are struck through and say so.
    const soldOut = await sizes.locator('.swatch--sold-out').count();
    if (soldOut > 0) {
      expect(await sizes.locator('.swatch--sold-out').first().textContent()).toContain('Sold out');
    }
  });

  it('opens on ?variant= with its price; image swatches change the main image', async () => {
    const dress = await product('linen-wrap-dress');
    const target = dress.variants!.find((v) => v.buy_able && v !== dress.variants![0])!;
    await open(`${dress.path}?variant=${target.ID}`);
    const color = target.attrs.find((a) => a.name === 'Color')!.value;
    expect(await group('Color').locator(`input[value="${color}"]`).isChecked()).toBe(true);
    expect(
      dollars((await page.locator('.product__info .price__current').first().textContent())!),
    ).toBe(target.price);
    const other = dress.variant_attrs![0]!.options.find((o) => o.value !== color)!;
    expect(other.swatch).toBe('image');
    await group('Color').locator(`label[title="${other.value}"]`).click();
    const image = dress.variants!.find((v) => v.ID === other.variant_id)!.feature_image!;
    await expect.poll(mainImage).toContain(path.basename(image, '.webp'));
  });

  it('an impossible combination is unavailable and shows the feature image', async () => {
    const tee = await product('classic-tee');
    await open(tee.path);
    const colors = tee.variant_attrs!.find((a) => a.name === 'Color')!;
    expect(colors.options.every((o) => o.swatch === 'image')).toBe(true);
    const last = colors.values.at(-1)!;
    const largest = tee.variant_attrs!.find((a) => a.name === 'Size')!.values.at(-1)!;
    // Each choice is seen to register before the next: under load the second click could land
    // while the first was still being applied.
    await group('Color').locator(`label[title="${last}"]`).click();
    await expect
      .poll(() => group('Color').locator(`input[value="${last}"]`).isChecked())
      .toBe(true);
    await group('Size').locator(`label[title="${largest}"]`).click();
    await expect
      .poll(() => group('Size').locator(`input[value="${largest}"]`).isChecked())
      .toBe(true);
    await expect
      .poll(() => group('Color').locator(`input[value="${last}"]`).isChecked())
      .toBe(true);
    const button = page.getByTestId('add-to-cart');
    await expect.poll(() => button.textContent()).toBe('Unavailable');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(mainImage).toContain(path.basename(tee.feature_image!, '.webp'));
  });

  it('a long list is a dropdown: a popover at 1280 px that toggles, a bottom sheet at 390 px', async () => {
    const shoe = await product('court-sneaker');
    await open(shoe.path);
    const toggle = page.getByTestId('dropdown-button');
    await toggle.click();
    await page.getByTestId('variant-popover').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await noSeriousProblems('dropdown popover');
    await toggle.click();
    await page.getByTestId('variant-popover').waitFor({ state: 'detached' });
    // Open again and choose with the keyboard.
    await toggle.click();
    const start = variantParam();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByTestId('variant-popover').waitFor({ state: 'detached' });
    await expect.poll(() => toggle.textContent()).toContain('47');
    await expect.poll(variantParam).not.toBe(start);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'dropdown-button',
    );
    // An outside click closes it.
    await toggle.click();
    await page.locator('.product__title').click();
    await page.getByTestId('variant-popover').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await toggle.click();
    const sheet = page.getByTestId('variant-sheet');
    await sheet.waitFor();
    const box = (await sheet.boundingBox())!;
    await expect.poll(async () => (await sheet.boundingBox())!.y).toBeGreaterThan(100);
    expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(843);
    await noSeriousProblems('bottom sheet');
    await page.screenshot({ path: `${SHOTS}/variants-sheet-mobile.png` });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'dropdown-button',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(shoe.path);
    await page.getByTestId('dropdown-button').click();
    await page.getByTestId('variant-popover').waitFor();
    await page.screenshot({ path: `${SHOTS}/variants-popover-desktop.png` });
  });
});

describe('product cards', () => {
  it('show show_num bubbles and an ellipsis link; a click or hover switches image and price', async () => {
    const tee = await product('boxy-tee');
    await open('/collections/tops');
    const card = page.locator(`.card[data-product-id="${tee.ID}"]`);
    const bubbles = card.locator('.bubble');
    expect(await bubbles.count()).toBe(3);
    const more = card.getByRole('link', { name: '1 more Color on the product page' });
    expect(await more.textContent()).toBe('…');
    expect(new URL((await more.getAttribute('href'))!, shop.url).pathname).toBe(tee.path);
    // A palette of show_num values or fewer shows them all, with no link.
    const shortIds = (
      (await api(`/product_palettes?filter[product_id]=${(await cardIds()).join(',')}`))
        .data as PaletteDto[]
    )
      .filter((p) => p.values.length <= 3)
      .map((p) => p.product_id);
    expect(shortIds.length).toBeGreaterThan(0);
    for (const id of shortIds) {
      const short = page.locator(`.card[data-product-id="${id}"]`);
      expect(await short.locator('.palette__more').count()).toBe(0);
      expect(await short.locator('.bubble').count()).toBeGreaterThan(0);
    }
    const image = () => card.locator('.card__image').getAttribute('src');
    const before = await image();
    await bubbles.nth(1).click();
    const second = tee.product_palette!.values[1]!;
    await expect.poll(image).toContain(path.basename(second.image!, '.webp'));
    expect(await bubbles.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await card.locator('.card__link').getAttribute('href')).toContain(
      `variant=${second.variant_id}`,
    );
    expect(dollars((await card.locator('.price__current').textContent())!)).toBe(second.price);
    await bubbles.nth(2).hover();
    const third = tee.product_palette!.values[2]!;
    await expect.poll(image).toContain(path.basename(third.image!, '.webp'));
    expect(before).not.toBe(await image());
    // Another card shows its gallery's second picture under the pointer.
    const plain = page.locator(`.card:not([data-product-id="${tee.ID}"])`).first();
    const hoverImage = plain.locator('.card__second');
    expect(await hoverImage.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await plain.locator('.card__media').hover();
    await expect.poll(() => hoverImage.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    // A phone never shows the second picture, so it never loads it: only the cards' own.
    // (A browser of its own: one that has shown the pictures answers from its memory at once.)
    const phoneBrowser = await openBrowser();
    try {
      const phone = await phoneBrowser.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(page.url());
      await phone.locator('.card').last().scrollIntoViewIfNeeded();
      const loaded = (selector: string) =>
        phone
          .locator(selector)
          .evaluateAll((all) => all.map((i) => (i as HTMLImageElement).naturalWidth > 0));
      await expect.poll(async () => (await loaded('.card__image')).every(Boolean)).toBe(true);
      const seconds = await loaded('.card__second');
      expect(seconds.length).toBeGreaterThan(0);
      expect(seconds.filter(Boolean)).toEqual([]);
    } finally {
      await phoneBrowser.close();
    }
    // Every card on the page has its buy button.
    expect(await page.getByTestId('card-buy').count()).toBe(await page.locator('.card').count());
    await noSeriousProblems('collection with palettes');
    await saveScreenshots(page, 'cards-collection');
  });

  it('with no buy-button type: several variants open the page, one variant is added', async () => {
    await open('/collections/accessories');
    const cap = await product('baseball-cap');
    expect(cap.variants).toHaveLength(1);
    const capCard = page.locator(`.card[data-product-id="${cap.ID}"]`);
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/store/cart') && r.method() === 'POST',
    );
    const where = page.url();
    await capCard.getByTestId('card-buy').click();
    const body = (await posted).postDataJSON();
    expect(body.items[0]).toEqual({
      product_id: cap.ID,
      variant_id: cap.variants![0]!.ID,
      quantity: 1,
    });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(() => capCard.getByTestId('card-status').textContent()).toContain('added');
    expect(page.url()).toBe(where);

    const first = page.locator(`.card:not([data-product-id="${cap.ID}"])`).first();
    const href = await first.locator('.card__link').getAttribute('href');
    await first.getByTestId('card-buy').click();
    await page.waitForURL((u) => u.pathname === href);
  });
});

describe('without JavaScript', () => {
  it("a card's add form posts to the product page and the cart shows the line", async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      const tab = await noScript.newPage();
      const cap = await product('baseball-cap');
      await tab.goto(`${shop.url}/collections/accessories`);
      const card = tab.locator(`.card[data-product-id="${cap.ID}"]`);
      await Promise.all([tab.waitForURL('**/cart'), card.getByTestId('card-buy').click()]);
      const line = tab.getByTestId('cart-line');
      expect(await line.count()).toBe(1);
      expect(await line.textContent()).toContain(cap.title);
      // A long list is a native select before JavaScript.
      const shoe = await product('court-sneaker');
      await tab.goto(`${shop.url}${shoe.path}`);
      expect(await tab.getByLabel('Choose Size').evaluate((e) => e.tagName)).toBe('SELECT');
    } finally {
      await noScript.close();
    }
  });
});

/** Starts a second shop on a copy of the demo with these theme settings, runs `visit`, stops it. */
async function withSettings(settings: object, visit: (base: string) => Promise<void>) {
  const file = path.join(folder, `settings-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(settings));
  // A second shop on its own copy of the demo, beside the first: neither stops for the other.
  const own = await freshShopData();
  const other = await startShop({ ...own, env: { ...own.env, THEME_SETTINGS_FILE: file } });
  try {
    await browser.clearCookies();
    await visit(other.url);
  } finally {
    // The page leaves the shop before it stops: its later chunks (back to top, sections loaded
    // after hydration) would otherwise be asked of a shop that is gone. The cookies are the
    // host's, whatever the port: the other shop's cart is not the first shop's.
    await page.goto('about:blank');
    await browser.clearCookies();
    await other.stop();
    await own.drop();
  }
}

describe('the buy button by buy_button_type', () => {
  it('add: adds the first variant with quantity 1, the page unchanged', async () => {
    await withSettings({ buy_button_type: 'add' }, async (base) => {
      const tee = (await api('/products/boxy-tee', base)).data as ProductDto;
      await page.goto(`${base}/collections/tops`);
      await settled(page);
      const adds: Request[] = [];
      const count = (r: Request) => {
        if (r.url().endsWith('/api/store/cart') && r.method() === 'POST') adds.push(r);
      };
      page.on('request', count);
      // A double click adds one: the second click comes while the first is under way.
      const card = page.locator(`.card[data-product-id="${tee.ID}"]`);
      await whileAnswersHeld(page, '**/api/store/cart', () =>
        card.getByTestId('card-buy').dblclick(),
      );
      await expect.poll(() => card.getByTestId('card-status').textContent()).toContain('added');
      page.off('request', count);
      expect(adds).toHaveLength(1);
      expect(adds[0]!.postDataJSON().items[0]).toEqual({
        product_id: tee.ID,
        variant_id: tee.variants![0]!.ID,
        quantity: 1,
      });
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      expect(new URL(page.url()).pathname).toBe('/collections/tops');
    });
  });

  it('link: opens the product page', async () => {
    await withSettings({ buy_button_type: 'link' }, async (base) => {
      await page.goto(`${base}/collections/accessories`);
      await settled(page);
      const cap = (await api('/products/baseball-cap', base)).data as ProductDto;
      await page.locator(`.card[data-product-id="${cap.ID}"]`).getByTestId('card-buy').click();
      await page.waitForURL((u) => u.pathname === cap.path);
    });
  });

  it('popup: the dialog reads the product, adds nothing until asked, and the list stays', async () => {
    await withSettings({ buy_button_type: 'popup' }, async (base) => {
      await page.goto(`${base}/collections/tops`);
      await settled(page);
      const tee = (await api('/products/boxy-tee', base)).data as ProductDto;
      const cartCalls: string[] = [];
      const productCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/store/cart') && r.method() !== 'GET') cartCalls.push(r.url());
        if (r.url().includes('/api/store/products?')) productCalls.push(r.url());
      });
      expect(productCalls).toEqual([]);
      const card = page.locator(`.card[data-product-id="${tee.ID}"]`);
      await card.getByTestId('card-buy').click();
      const dialog = page.getByTestId('quick-add');
      await dialog.getByRole('radiogroup', { name: 'Color' }).waitFor();
      // The card's full-data fetch: one batched products request with its variants.
      expect(productCalls).toHaveLength(1);
      const asked = new URL(productCalls[0]!).searchParams;
      expect(asked.get('include_ids')).toBe(String(tee.ID));
      expect(asked.get('with')).toBe('variants,gallery');
      expect(asked.get('page_size')).toBe('100');
      expect(cartCalls).toEqual([]);
      await noSeriousProblems('add-to-cart dialog');
      await page.screenshot({ path: `${SHOTS}/cards-dialog-desktop.png` });
      const size = dialog.getByRole('radiogroup', { name: 'Size' });
      await size.locator('label').nth(1).click();
      await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      const posted = page.waitForRequest(
        (r) => r.url().endsWith('/api/store/cart') && r.method() === 'POST',
      );
      await dialog.getByTestId('quick-add-submit').click();
      expect((await posted).postDataJSON().items[0].quantity).toBe(2);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
      expect(new URL(page.url()).pathname).toBe('/collections/tops');
      // Focus is back on the card's button.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'card-buy',
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await card.getByTestId('card-buy').click();
      await dialog.getByRole('radiogroup', { name: 'Color' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/cards-dialog-mobile.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1280, height: 900 });

      // A long list in the dialog is the same dropdown: a popover at 1280 px ...
      const shoe = (await api('/products/court-sneaker', base)).data as ProductDto;
      await page.goto(`${base}/collections/${shoe.categories[0]!.slug}`);
      await settled(page);
      const shoeCard = page.locator(`.card[data-product-id="${shoe.ID}"]`);
      await shoeCard.getByTestId('card-buy').click();
      const toggle = dialog.getByTestId('dropdown-button');
      await toggle.click();
      const popover = page.getByTestId('variant-popover');
      await popover.waitFor();
      expect(await popover.getByRole('option').count()).toBe(
        shoe.variant_attrs!.find((a) => a.name === 'Size')!.values.length,
      );
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => toggle.textContent()).toContain('47');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // ... and a sheet rising from the bottom of a phone's screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await shoeCard.getByTestId('card-buy').click();
      await dialog.getByTestId('dropdown-button').waitFor();
      await page.screenshot({ path: `${SHOTS}/cards-dialog-mobile.png` });
      await dialog.getByTestId('dropdown-button').click();
      const sheet = page.getByTestId('variant-sheet');
      await sheet.waitFor();
      await expect
        .poll(async () => {
          const box = (await sheet.boundingBox())!;
          return Math.round(box.y + box.height);
        })
        .toBeGreaterThanOrEqual(843);
      await noSeriousProblems('bottom sheet from a card');
      await page.screenshot({ path: `${SHOTS}/cards-dialog-sheet-mobile.png` });
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });
});

describe('the add-to-cart dialog when the product cannot be read', () => {
  it('shows the server’s message, or its own words when no answer came', async () => {
    await withSettings({ buy_button_type: 'popup' }, async (base) => {
      await page.goto(`${base}/collections/tops`);
      await settled(page);
      const tee = (await api('/products/boxy-tee', base)).data as ProductDto;
      const card = page.locator(`.card[data-product-id="${tee.ID}"]`);
      const dialog = page.getByTestId('quick-add');
      const failure = dialog.getByTestId('quick-add-failed');
      const batch = /\/api\/store\/products\?/;
      const tryWith = async (answer: (route: Route) => Promise<void>, said: string) => {
        await page.route(batch, answer);
        await card.getByTestId('card-buy').click();
        await expect.poll(() => failure.textContent()).toBe(said);
        expect(await failure.getAttribute('role')).toBe('alert');
        await noSeriousProblems('add-to-cart dialog that could not read the product');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.unroute(batch);
      };
      await tryWith(
        (route) =>
          route.fulfill({
            status: 503,
            json: { code: 'maintenance', message: 'The shop is being updated, back in a minute.' },
          }),
        'The shop is being updated, back in a minute.',
      );
      await tryWith((route) => route.abort(), 'Connection timed out, please try again.');
    });
  });
});

describe('a product that cannot be read', () => {
  it('says a product gone is no longer available, and what the server said of other failures', async () => {
    const response = await page.goto(`${shop.url}/products/no-such-product`);
    expect(response!.status()).toBe(404);
    const gone = page.getByRole('heading', {
      level: 1,
      name: 'The product is no longer available',
    });
    await gone.waitFor();
    await noSeriousProblems('product gone');
    // Reached from a list, the browser reads the product itself: the same words, or the server's.
    const tee = await product('boxy-tee');
    const read = new RegExp(`/api/store/products/${tee.slug}$`);
    const openTee = async (answer: (route: Route) => Promise<void>) => {
      await open('/collections/tops');
      await page.route(read, answer);
      await page.locator(`.card[data-product-id="${tee.ID}"] .card__link`).click();
      await page.waitForURL((u) => u.pathname === tee.path);
    };
    await openTee((route) =>
      route.fulfill({
        status: 404,
        json: { code: 'product_not_found', message: 'The product is no longer available' },
      }),
    );
    await gone.waitFor();
    await page.unroute(read);
    await openTee((route) =>
      route.fulfill({
        status: 503,
        json: { code: 'maintenance', message: 'The shop is being updated, back in a minute.' },
      }),
    );
    const error = page.getByTestId('page-error');
    await expect
      .poll(() => error.locator('p').textContent())
      .toBe('The shop is being updated, back in a minute.');
    await page.unroute(read);
    // No answer at all: the page's own words.
    await openTee((route) => route.abort());
    await expect.poll(() => error.locator('p').textContent()).toBe('Please try again in a moment.');
    await page.unroute(read);
  });
});

describe('recently viewed', () => {
  it('records products as they are seen and shows them on the next product and the cart', async () => {
    await browser.clearCookies();
    const coat = await product('wool-coat');
    const dress = await product('silk-wrap-dress');
    await open(coat.path);
    await page.evaluate(() => localStorage.removeItem('vitrine_recently_viewed'));
    await open(coat.path);
    // The record is personal: never in the server's HTML.
    const html = await (await fetch(`${shop.url}${dress.path}`)).text();
    expect(html).not.toContain('data-testid="recently-viewed"');
    expect(html).not.toContain(coat.title);
    await open(dress.path);
    const strip = page.getByTestId('recently-viewed');
    await strip.waitFor();
    expect(await strip.locator('.recent__name').allTextContents()).toEqual([coat.title]);
    await noSeriousProblems('product page with the strip');
    await open('/cart');
    await strip.waitFor();
    expect(await strip.locator('.recent__name').allTextContents()).toEqual([
      dress.title,
      coat.title,
    ]);
    await saveScreenshots(page, 'recently-viewed-cart');
  });

  it('shows no strip on a product page whose template does not list the section', async () => {
    const coat = await product('wool-coat');
    const dress = await product('silk-wrap-dress');
    await open(coat.path);
    // The same page as the theme's, its product template without the recently-viewed section.
    let left = false;
    await page.route(`${shop.url}${dress.path}`, async (route) => {
      const res = await route.fetch();
      const html = await res.text();
      // Its entry in the page's data, and the empty place the server kept for it (the last
      // section of the template: its code comes after hydration).
      const without = html
        .replace(
          /,?\{"id":"recently_viewed","type":"recently-viewed","settings":\{[^}]*\},"data":null(,"later":true)?\}/,
          '',
        )
        .replace('<!--$--><!--/$--></main>', '</main>');
      left = without !== html;
      await route.fulfill({ response: res, body: without });
    });
    try {
      await open(dress.path);
      expect(left).toBe(true);
      await page.getByTestId('add-to-cart').waitFor();
      // The strip is drawn after hydration, its chunk loaded: once the page's requests are done
      // and two frames drawn, it would be there.
      await page.waitForLoadState('networkidle');
      await requestsFlushed(page);
      expect(await page.getByTestId('recently-viewed').count()).toBe(0);
    } finally {
      await page.unroute(`${shop.url}${dress.path}`);
    }
    // The theme's own template lists it: the same visit shows the strip.
    await open(dress.path);
    await page.getByTestId('recently-viewed').waitFor();
  });

  it('raised no page errors', () => {
    expect(problems).toEqual([]);
  });
});
