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
  startShop,
  requestsFlushed,
  whileAnswersHeld,
} from './shop.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];

interface Listed {
  ID: number;
  path: string;
  title: string;
  buy_able: boolean;
  categories: { id: number; name: string }[];
  variant_attrs?: { name: string }[];
  variants: {
    ID: number;
    buy_able: boolean;
    price: number;
    stock: number;
    manage_stock: boolean;
    attrs: { name: string; value: string }[];
  }[];
}
let products: Listed[];

beforeAll(async () => {
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A refused code is a 422 the page expects and shows, and the cart test that cuts the
    // connection expects it refused; the browser logs both all the same.
    const expected = ['status of 422', 'net::ERR_CONNECTION_REFUSED'];
    if (m.type() === 'error' && !expected.some((e) => m.text().includes(e))) {
      problems.push(`console: ${m.text()}`);
    }
  });
  products = (
    await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
  ).data;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** A buyable product of a collection, whose first buyable variant has stock to spare. */
function productIn(collection: string, skip = 0): Listed {
  return products.filter(
    (p) =>
      p.buy_able &&
      p.categories.some((c) => c.name === collection) &&
      !p.variant_attrs?.some((a) => a.name.startsWith('Power')) &&
      p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 20)),
  )[skip]!;
}

/** Opens a product page and adds its starting variant, waiting for the drawer. */
async function addFromPage(product: Listed) {
  await page.goto(`${shop.url}${product.path}`);
  await settled(page);
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-drawer').waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
}

const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('a shopper with a cart', () => {
  it('changes quantities and removes lines, hears each change, and sees totals that add up', async () => {
    // The first with the keyboard alone: the inline cart keeps focus, and gives it back.
    await page.goto(`${shop.url}${productIn('Dresses').path}`);
    await settled(page);
    await page.getByTestId('add-to-cart').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('cart-drawer');
    await drawer.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'add-to-cart',
    );
    await addFromPage(productIn('Bottoms'));
    await page.goto(`${shop.url}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const first = page.getByTestId('cart-line').first();
    const title = (await first.locator('.cart-line__title').textContent())!;
    await page.getByRole('button', { name: `Increase the quantity of ${title}` }).click();
    await expect.poll(() => first.getByTestId('line-quantity').textContent()).toContain('2');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    // A polite live region tells screen readers what changed.
    await expect.poll(() => text('cart-live')).toMatch(/^Cart updated: 3 items, total \$/);
    expect(await page.getByTestId('cart-live').getAttribute('aria-live')).toBe('polite');

    // The total is the sum of the lines as the server priced them.
    const lineTotals = await page.getByTestId('line-total').allTextContents();
    expect(dollars(await text('cart-total'))).toBeCloseTo(
      lineTotals.reduce((sum, t) => sum + dollars(t), 0),
      2,
    );

    await page.getByRole('button', { name: `Remove ${title} from the cart` }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    // The server agrees after a reload.
    await page.reload();
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
  });

  it('changes a quantity, removes a line and checks out from the drawer, at 1280 and 390 px', async () => {
    for (const [size, viewport, skip] of [
      ['desktop', { width: 1280, height: 900 }, 1],
      ['mobile', { width: 390, height: 844 }, 2],
    ] as const) {
      await page.setViewportSize(viewport);
      // Another line stays in the cart, so the subtotal after the removal is still shown.
      await addFromPage(productIn('Bottoms', skip));
      const product = productIn('Dresses', skip);
      await page.goto(`${shop.url}${product.path}`);
      await settled(page);
      await page.getByTestId('add-to-cart').click();
      const drawer = page.getByTestId('cart-drawer');
      await drawer.waitFor();
      const line = drawer.getByTestId('cart-line').filter({ hasText: product.title });
      const subtotal = dollars((await drawer.getByTestId('drawer-subtotal').textContent()) ?? '');
      const price = dollars((await line.getByTestId('line-total').textContent()) ?? '');
      await drawer
        .getByRole('button', { name: `Increase the quantity of ${product.title}` })
        .click();
      await expect.poll(() => line.getByTestId('line-quantity').textContent()).toContain('2');
      await expect
        .poll(async () =>
          dollars((await drawer.getByTestId('drawer-subtotal').textContent()) ?? ''),
        )
        .toBeCloseTo(subtotal + price, 2);
      const live = drawer.getByTestId('drawer-live');
      expect(await live.getAttribute('aria-live')).toBe('polite');
      await expect.poll(() => live.textContent()).toMatch(/^Cart updated: \d+ items, total \$/);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshots(page, `cart-drawer-${size}`, { fullPage: false });
      await page.setViewportSize(viewport);

      await drawer.getByRole('button', { name: `Remove ${product.title} from the cart` }).click();
      await expect.poll(() => line.count()).toBe(0);
      await expect
        .poll(() => live.textContent())
        .toContain(`${product.title} was removed from your cart.`);
      await expect
        .poll(async () =>
          dollars((await drawer.getByTestId('drawer-subtotal').textContent()) ?? ''),
        )
        .toBeCloseTo(subtotal - price, 2);
    }
    // Check out goes straight to this cart's checkout.
    const hash = (await browser.cookies(shop.url)).find((c) => c.name === 'cart_hash')!.value;
    await page.getByTestId('drawer-checkout').click();
    await page.waitForURL(`**/checkouts/${hash}**`);
    await page.getByTestId('checkout').waitFor();
    // Back to the cart page, where the next journeys start.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shop.url}/cart`);
    await settled(page);
  }, 180_000);

  it('applies a code, says why a code is refused next to the field, and removes it', async () => {
    // The apply events of spec section 4, in order, and the coupon calls the page makes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { couponEvents: string[] }).couponEvents = seen;
      for (const name of ['before', 'after', 'failed', 'finally']) {
        window.addEventListener(`vitrine:coupon-${name}`, () => seen.push(name));
      }
    });
    const events = () =>
      page.evaluate(() => (window as unknown as { couponEvents: string[] }).couponEvents);
    let applies = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/store/cart/coupons')) applies++;
    });
    const field = page.getByLabel('Discount code');
    await field.fill('NOPE');
    // A double click applies once: one apply at a time (the second click comes while the
    // first apply is under way).
    await whileAnswersHeld(page, '**/api/store/cart/coupons', () =>
      page.getByTestId('coupon-apply').dblclick(),
    );
    const error = page.getByTestId('coupon-error');
    await expect.poll(() => error.textContent()).toBe('This code did not match any active coupon');
    await expect.poll(events).toEqual(['before', 'failed', 'finally']);
    expect(applies).toBe(1);
    // Tied to its field, so a screen reader reads it with the field.
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));

    await field.fill('summer25');
    await page.getByTestId('coupon-apply').click();
    await expect.poll(() => error.textContent()).toBe('The code SUMMER25 has expired.');

    const before = dollars(await text('cart-total'));
    await field.fill('welcome10');
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-row').waitFor();
    expect(await page.getByTestId('coupon-row').textContent()).toContain('WELCOME10');
    // Then the refused SUMMER25 (before, failed, finally), then WELCOME10.
    await expect
      .poll(events)
      .toEqual([
        'before',
        'failed',
        'finally',
        'before',
        'failed',
        'finally',
        'before',
        'after',
        'finally',
      ]);
    const after = dollars(await text('cart-total'));
    expect(after).toBeCloseTo(Math.round(before * 90) / 100, 1);
    expect(await page.getByTestId('coupon-error').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'cart-with-code');

    await page.getByRole('button', { name: 'Remove the code WELCOME10' }).click();
    await expect.poll(() => page.getByTestId('coupon-row').count()).toBe(0);
    expect(dollars(await text('cart-total'))).toBeCloseTo(before, 2);
  });

  it('shows prices in the currency chosen, as estimates, and keeps the choice', async () => {
    const usd = dollars(await text('cart-total'));
    await page.getByTestId('currency-toggle').click();
    await page.getByTestId('currency-EUR').click();
    // The euro is written 1.234,56 € (spec section 9).
    await expect.poll(() => text('cart-total')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    const rates = await (await fetch(`${shop.url}/api/store/exchanges`)).json();
    const eur = Number((await text('cart-total')).replace(/[^\d,]/g, '').replace(',', '.'));
    expect(eur).toBeCloseTo(usd * rates.rates.EUR, 1);
    expect(await text('currency-estimate')).toContain('you pay in USD at checkout');
    await saveScreenshots(page, 'cart-in-euros');

    await page.reload();
    await expect.poll(() => text('cart-total')).toContain('€');
    await page.getByTestId('currency-toggle').click();
    await page.getByTestId('currency-JPY').click();
    // Yen has no decimals.
    await expect.poll(() => text('cart-total')).toMatch(/^¥[\d,]+$/);
    await page.getByTestId('currency-toggle').click();
    await page.getByTestId('currency-USD').click();
    await expect.poll(() => text('cart-total')).toMatch(/^\$/);
    expect(await page.getByTestId('currency-estimate').count()).toBe(0);
  });

  it('says what a discount needs entirely in the currency chosen', async () => {
    // A new visitor (an empty cart) with one cheap item: free shipping is still to be earned.
    const cheap = products.find(
      (p) =>
        p.buy_able &&
        !p.variant_attrs?.some((a) => a.name.startsWith('Power')) &&
        p.variants.every((v) => v.price < 60) &&
        p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 5)),
    )!;
    const visitor = await openBrowser();
    try {
      const shopper = await visitor.newPage();
      await shopper.goto(`${shop.url}${cheap.path}`);
      await settled(shopper);
      await shopper.getByTestId('currency-toggle').click();
      await shopper.getByTestId('currency-EUR').click();
      await shopper.getByTestId('add-to-cart').click();
      await shopper.getByTestId('cart-drawer').waitFor();
      await shopper.goto(`${shop.url}/cart`);
      await settled(shopper);
      const hint = shopper.getByTestId('discount-hint').filter({ hasText: 'Free shipping' });
      const euros = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}) €`;
      const said = new RegExp(`^Spend ${euros} more to get Free shipping over ${euros}\\.$`);
      await expect.poll(() => hint.textContent()).toMatch(said);
      const [, missing, threshold] = (await hint.textContent())!.match(said)!;
      const amount = (t: string) => Number(t.replace(/[^\d,]/g, '').replace(',', '.'));
      const rates = await (await fetch(`${shop.url}/api/store/exchanges`)).json();
      const subtotal = amount((await shopper.getByTestId('cart-subtotal').textContent())!);
      expect(amount(threshold!)).toBeCloseTo(75 * rates.rates.EUR, 1);
      expect(amount(missing!)).toBeCloseTo(75 * rates.rates.EUR - subtotal, 1);
      // Nothing on the summary is left in dollars.
      expect(
        await shopper.locator('.cart-summary, [data-testid="discount-hint"]').allTextContents(),
      ).not.toContainEqual(expect.stringContaining('$'));
      await saveScreenshots(shopper, 'cart-hint-in-euros');
    } finally {
      await visitor.close();
    }
  });

  it('opens the inline cart as a modal dialog: the page behind is inert, Escape gives focus back', async () => {
    const visitor = await openBrowser();
    try {
      const shopper = await visitor.newPage();
      await shopper.goto(`${shop.url}${productIn('Bottoms').path}`);
      await settled(shopper);
      const add = shopper.getByTestId('add-to-cart');
      await add.focus();
      await shopper.keyboard.press('Enter');
      const drawer = shopper.getByRole('dialog', { name: 'Added to your cart' });
      await drawer.waitFor();
      await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
      expect(await drawer.evaluate((d) => d.matches(':modal'))).toBe(true);
      const inside = () => drawer.evaluate((d) => d.contains(document.activeElement));
      expect(await inside()).toBe(true);
      // Round the dialog's controls and past them, both ways: focus never reaches the page.
      const controls = await drawer.locator('a[href], button, input').count();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i <= controls + 1; i++) {
          await shopper.keyboard.press(key);
          expect(await inside()).toBe(true);
        }
      }
      // The page behind takes neither focus nor a click.
      const headerTakesFocus = () =>
        shopper.evaluate(() => {
          const link = document.querySelector<HTMLElement>('header a[href]')!;
          link.focus();
          return document.activeElement === link;
        });
      expect(await headerTakesFocus()).toBe(false);
      expect(
        await shopper.evaluate(() => document.elementFromPoint(5, 5)?.closest('dialog') !== null),
      ).toBe(true);
      await saveScreenshots(shopper, 'dialog-cart-drawer', { fullPage: false });
      await add.focus().catch(() => {});
      expect(await inside()).toBe(true);

      await shopper.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await add.evaluate((b) => b === document.activeElement)).toBe(true);
      expect(await headerTakesFocus()).toBe(true);
    } finally {
      await visitor.close();
    }
  });

  it('buys now: the cart holds only that item, and checkout shows it', async () => {
    const product = productIn('Outerwear');
    await page.goto(`${shop.url}${product.path}`);
    await settled(page);
    await page.evaluate(() =>
      window.addEventListener('vitrine:checkout-start', () =>
        document.body.setAttribute('data-checkout-started', 'yes'),
      ),
    );
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]{32}$/);
    await page.getByTestId('checkout').waitFor();
    expect(await page.locator('body').getAttribute('data-checkout-started')).toBe('yes');
    expect(await page.locator('body').getAttribute('data-route')).toBe('checkouts');
    const lines = page.locator('.order-summary--side .order-summary__line');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(product.title);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'checkout');

    // Back on the product page, the buttons work again.
    await page.goBack();
    await page.getByTestId('buy-now').waitFor();
    await expect.poll(() => page.getByTestId('buy-now').getAttribute('aria-disabled')).toBeNull();
  });

  it('adds a pair of glasses as two lenses that count and move as one', async () => {
    const glasses = products.find((p) => p.variant_attrs?.some((a) => a.name === 'Power( L )'))!;
    await page.goto(`${shop.url}${glasses.path}`);
    await settled(page);
    await page.getByLabel('Choose Power( L )').selectOption('-1.00');
    await page.getByLabel('Choose Power( R )').selectOption('-1.50');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-drawer').waitFor();
    await page.goto(`${shop.url}/cart`);
    const lenses = page.getByTestId('cart-line').filter({ hasText: glasses.title });
    await expect.poll(() => lenses.count()).toBe(2);
    expect(await lenses.nth(0).textContent()).toContain('Power( L ): -1.00');
    expect(await lenses.nth(1).textContent()).toContain('Power( R ): -1.50');
    // One pair is one item in the count (the outerwear from buy now is the other).
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    // The prescription goes with the pair: a PDF of the optician's form.
    const prescription = page.getByTestId('prescription');
    expect(await prescription.count()).toBe(1);
    await prescription.locator('input[type=file]').setInputFiles({
      name: 'prescription.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    });
    await expect.poll(() => prescription.textContent()).toContain('Prescription attached: 1 file.');
    const kept = await page.evaluate(async () =>
      (await fetch('/api/store/fclca/prescriptions')).json(),
    );
    expect(kept.data[0]).toMatchObject({ od: { sph: -1.5 }, os: { sph: -1 } });
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'cart-glasses');
    await page
      .getByRole('button', { name: `Increase the quantity of ${glasses.title}` })
      .first()
      .click();
    await expect
      .poll(() => lenses.getByTestId('line-quantity').allTextContents())
      .toEqual([expect.stringContaining('2'), expect.stringContaining('2')]);
    await page
      .getByRole('button', { name: `Remove ${glasses.title} from the cart` })
      .first()
      .click();
    await expect.poll(() => lenses.count()).toBe(0);
  });

  it('takes a shared discount link: the code is applied once the cart has items', async () => {
    await page.goto(`${shop.url}/discount/WELCOME10?redirect=/cart`);
    await page.waitForURL('**/cart');
    await page.getByTestId('coupon-row').waitFor();
    expect(await page.getByTestId('coupon-row').textContent()).toContain('WELCOME10');
  });

  it('tells on the product page what a discount needs, what it saves, and the code to copy', async () => {
    const shoe = products.find(
      (p) =>
        p.buy_able &&
        p.categories.some((c) => c.name === 'Shoes') &&
        p.variants.some((v) => v.buy_able && v.price >= 75 && v.price < 150 && v.stock > 5),
    )!;
    const variant = shoe.variants.find((v) => v.buy_able && v.price >= 75 && v.price < 150)!;
    await page.goto(`${shop.url}${shoe.path}?variant=${variant.ID}`);
    const offer = page.getByTestId('product-offer');
    const needs = (150 - variant.price).toFixed(2);
    await expect
      .poll(() => offer.first().textContent())
      .toBe(`Spend $${needs} more to get Shoes: $10.00 off every $150.00.`);
    // The stepper's minus is disabled at the minimum (spec section 4, Quantity stepper).
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    expect(await minus.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await minus.isDisabled()).toBe(false);
    await expect
      .poll(() => offer.first().textContent())
      .toBe('Shoes: $10.00 off every $150.00: you save $10.00.');
    const code = page.getByTestId('displayed-code');
    await code.waitFor();
    expect(await code.textContent()).toContain('Use the code WELCOME10: 10% off your order');
    await saveScreenshots(page, 'product-with-offers');
  });

  it('keeps the quantity whole, from 1 to the stock, and refuses a paste', async () => {
    const scarce = products
      .flatMap((p) => p.variants.map((v) => ({ p, v })))
      .find(
        ({ p, v }) =>
          v.buy_able &&
          v.manage_stock &&
          v.stock >= 2 &&
          v.stock <= 20 &&
          !p.variant_attrs?.some((a) => a.name.startsWith('Power')),
      )!;
    await page.goto(`${shop.url}${scarce.p.path}?variant=${scarce.v.ID}`);
    await settled(page);
    const input = page.getByLabel('Quantity', { exact: true });
    const attrs = await input.evaluate((el) =>
      ['type', 'min', 'max', 'step'].map((a) => el.getAttribute(a)),
    );
    expect(attrs).toEqual(['number', '1', String(scarce.v.stock), '1']);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await input.fill(String(scarce.v.stock));
    await input.press('Tab');
    await expect.poll(() => plus.isDisabled()).toBe(true);
    // More than the stock comes down to it.
    await input.fill(String(scarce.v.stock + 5));
    await input.press('Tab');
    await expect.poll(() => input.inputValue()).toBe(String(scarce.v.stock));
    // A paste is refused: the browser's default (inserting the text) is prevented.
    const pasted = await input.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', '5');
      return el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(pasted).toBe(false);
    expect(await input.inputValue()).toBe(String(scarce.v.stock));
  });

  it('says when the cart cannot be read after three retries, and reads it again on request', async () => {
    const reads: string[] = [];
    const count = (r: { url(): string; method(): string }) =>
      r.method() === 'GET' &&
      new URL(r.url()).pathname === '/api/store/cart' &&
      reads.push(r.url());
    page.on('request', count);
    try {
      await page.route('**/api/store/cart', (route) =>
        route.request().method() === 'GET' ? route.abort('connectionrefused') : route.fallback(),
      );
      await page.goto(`${shop.url}/collections`);
      const notice = page.getByTestId('cart-load-failed');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('We could not load your cart.');
      expect(reads).toHaveLength(4);
      expect(await seriousViolations(page)).toEqual([]);

      await page.unroute('**/api/store/cart');
      const held = await page.evaluate(async () => (await fetch('/api/store/cart')).json());
      await notice.getByRole('button', { name: 'Try again' }).click();
      await notice.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('cart-count').textContent())
        .toBe(String(held.cart_contents_count));
      // A page back from the back-forward cache reads the cart again, though one is held.
      const before = reads.length;
      await page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
      );
      await expect.poll(() => reads.length).toBe(before + 1);
    } finally {
      page.off('request', count);
      await page.unroute('**/api/store/cart');
    }
  });

  it("asks for a variant's discounts once, and drops an answer overtaken by a newer choice", async () => {
    const shoe = products.find(
      (p) =>
        p.buy_able &&
        p.categories.some((c) => c.name === 'Shoes') &&
        p.variants.filter((v) => v.buy_able).length >= 4,
    )!;
    const [a, b, c, d] = shoe.variants.filter((v) => v.buy_able);
    const asked: string[] = [];
    const failed: string[] = [];
    const variantOf = (url: string) => new URL(url).searchParams.get('variant_id')!;
    const watch = (r: { url(): string }) =>
      r.url().includes('/discount/product_discount') && asked.push(variantOf(r.url()));
    const dropped = (r: { url(): string }) =>
      r.url().includes('/discount/product_discount') && failed.push(variantOf(r.url()));
    page.on('request', watch);
    page.on('requestfailed', dropped);
    try {
      await page.goto(`${shop.url}${shoe.path}?variant=${a!.ID}`);
      await settled(page);
      // A variant is chosen by its options, as the shopper does.
      const choose = async (variant: Listed['variants'][number]) => {
        for (const attr of variant.attrs) {
          // Swatches and labels are radio groups; a long list is a dropdown's listbox.
          const radios = page.getByRole('radiogroup', { name: attr.name });
          if ((await radios.count()) > 0) {
            await radios.locator(`input[value="${attr.value}"]`).check();
            continue;
          }
          const dropdown = page.getByRole('button', { name: `Choose ${attr.name}` });
          if ((await dropdown.count()) > 0) {
            await dropdown.click();
            await page
              .getByRole('option')
              .filter({ hasText: new RegExp(`^${attr.value}( |$)`) })
              .click();
          }
        }
      };
      await choose(b!);
      await settled(page);
      await choose(a!);
      await settled(page);
      // Back on the first variant: its answer is kept for the visit, nothing is asked again.
      expect(asked.filter((v) => v === String(a!.ID))).toHaveLength(1);
      expect(asked.filter((v) => v === String(b!.ID))).toHaveLength(1);

      // An answer overtaken: the question for c is held until d is chosen, and the page
      // aborts it then; the last choice shows.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/discount/product_discount**', async (route) => {
        if (variantOf(route.request().url()) === String(c!.ID)) await held;
        await route.continue().catch(() => {});
      });
      const askedForC = page.waitForRequest(
        (r) =>
          r.url().includes('/discount/product_discount') && variantOf(r.url()) === String(c!.ID),
      );
      await choose(c!);
      await askedForC;
      await choose(d!);
      release();
      await settled(page);
      await expect.poll(() => failed).toContain(String(c!.ID));
      expect(failed).not.toContain(String(d!.ID));
      await expect.poll(() => page.getByTestId('product-offer').count()).toBeGreaterThan(0);
    } finally {
      page.off('request', watch);
      page.off('requestfailed', dropped);
      await page.unroute('**/discount/product_discount**');
    }
  });

  it('adds to the cart on Enter in the quantity field, and adds nothing when the variant is sold out', async () => {
    const posts: string[] = [];
    const watch = (r: { method(): string; url(): string }) => {
      // The store's own calls: the shop's analytics beacons and the product page's visitors
      // counter (which counts this visit a moment after the page) are not adds.
      const { pathname } = new URL(r.url());
      if (
        r.method() === 'POST' &&
        pathname.startsWith('/api/store/') &&
        !pathname.endsWith('/visitors_counter')
      ) {
        posts.push(r.url());
      }
    };
    page.on('request', watch);
    try {
      const dress = productIn('Dresses', 2);
      await page.goto(`${shop.url}${dress.path}`);
      await settled(page);
      const before = Number(await text('cart-count'));
      const input = page.getByLabel('Quantity', { exact: true });
      await input.fill('2');
      await input.press('Enter');
      await page.getByTestId('cart-drawer').waitFor();
      await expect.poll(async () => Number(await text('cart-count'))).toBe(before + 2);
      expect(posts.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Close' }).click();

      const soldOut = products
        .flatMap((p) => p.variants.map((v) => ({ p, v })))
        .find(
          ({ p, v }) => !v.buy_able && !p.variant_attrs?.some((a) => a.name.startsWith('Power')),
        )!;
      await page.goto(`${shop.url}${soldOut.p.path}?variant=${soldOut.v.ID}`);
      await settled(page);
      expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
      const count = await text('cart-count');
      posts.length = 0;
      await page.getByLabel('Quantity', { exact: true }).press('Enter');
      // Any request the key started has left before the marker that follows it.
      await requestsFlushed(page);
      expect(posts).toEqual([]);
      expect(await text('cart-count')).toBe(count);
      expect(await page.getByTestId('cart-drawer').isVisible()).toBe(false);
    } finally {
      page.off('request', watch);
    }
  });

  it('empties the cart line by line, and the page says so', async () => {
    await page.goto(`${shop.url}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.evaluate(() =>
      window.addEventListener('vitrine:cart-empty', () =>
        document.body.setAttribute('data-cart-empty', 'yes'),
      ),
    );
    while ((await page.getByTestId('cart-line').count()) > 0) {
      const before = await page.getByTestId('cart-line').count();
      await page.getByTestId('line-remove').first().click();
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(before - 1);
    }
    expect(await page.locator('main').textContent()).toContain('Your cart is empty.');
    expect(await page.locator('body').getAttribute('data-cart-empty')).toBe('yes');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
  });

  it('had no script errors on the way', () => {
    expect(problems).toEqual([]);
  });
});

describe('a shopper without JavaScript', () => {
  it('changes a quantity, removes a line and is told why a code is refused', async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      const tab = await noScript.newPage();
      const product = productIn('Tops & Tees', 2);
      await tab.goto(`${shop.url}${product.path}`);
      await Promise.all([tab.waitForURL('**/cart'), tab.getByTestId('add-to-cart').click()]);
      const line = tab.getByTestId('cart-line');
      expect(await line.count()).toBe(1);
      await Promise.all([
        tab.waitForURL('**/cart'),
        tab.getByRole('button', { name: `Increase the quantity of ${product.title}` }).click(),
      ]);
      expect(await tab.getByTestId('line-quantity').textContent()).toContain('2');

      await tab.getByLabel('Discount code').fill('NOPE');
      await tab.getByTestId('coupon-apply').click();
      await tab.getByTestId('coupon-error').waitFor();
      expect(await tab.getByTestId('coupon-error').textContent()).toBe(
        'This code did not match any active coupon',
      );

      await Promise.all([
        tab.waitForURL('**/cart'),
        tab.getByRole('button', { name: `Remove ${product.title} from the cart` }).click(),
      ]);
      expect(await tab.getByTestId('cart-line').count()).toBe(0);
      expect(await tab.locator('main').textContent()).toContain('Your cart is empty.');
    } finally {
      await noScript.close();
    }
  });
});
