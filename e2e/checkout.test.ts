import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dollars,
  freshShopData,
  loadMerchantFile,
  openBrowser,
  saveScreenshots,
  seriousViolations,
  startShop,
  type RunningShop,
  type ShopData,
  animationsDone,
} from './shop.ts';
import { fillAddress, payByCard, typeCard, type Listed } from './checkout-steps.ts';

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
const problems: string[] = [];

let products: Listed[];

beforeAll(async () => {
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  products = (
    await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
  ).data;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** A page that records the browser's errors. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message} at ${page.url()}`));
  page.on('response', (r) => {
    if (r.status() === 404) problems.push(`404: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 422')) {
      problems.push(`console: ${m.text()}`);
    }
  });
  return page;
}

/** Fills the context's cart (its cookie) with the n-th product that has stock to spare. */
async function fillCart(page: Page, skip = 0) {
  const product = products.filter((p) =>
    p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 10) && v.price < 90),
  )[skip]!;
  const variant = product.variants.find((v) => v.buy_able && (!v.manage_stock || v.stock > 10))!;
  const res = await page.request.post(`${shop.url}/api/store/cart`, {
    data: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 2 }] },
  });
  expect(res.status()).toBe(200);
  return product;
}

const axe = async (page: Page, where: string) =>
  expect(await seriousViolations(page), where).toEqual([]);

/** Goes through information and shipping (the cheapest method) to the payment step. */
async function toPaymentStep(page: Page) {
  await page.goto(`${shop.url}/checkouts?step=contact_information`);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByTestId('shipping-form').waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByTestId('payment-form').waitFor();
}

/** Keeps the analytics paths each checkout page announces (spec section 2), document by document. */
async function hearAnalyticsPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { analyticsPaths: string[] }).analyticsPaths = seen;
    window.addEventListener('vitrine:analytics-path', (e) =>
      seen.push((e as CustomEvent<{ path: string }>).detail.path),
    );
  });
}

describe('checkout in the browser', () => {
  it('takes a shopper from the cart through information, shipping and payment to the thank-you page', async () => {
    const page = await watchedPage(browser);
    await hearAnalyticsPaths(page);
    const product = await fillCart(page);
    await page.goto(`${shop.url}/cart`);
    await page
      .getByRole('link', { name: /check ?out/i })
      .first()
      .click();
    await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]{32}/);
    await page.getByTestId('contact-form').waitFor();
    await expect(page.locator('[aria-current="step"]').innerText()).resolves.toBe('Information');
    await axe(page, 'information step');
    await saveScreenshots(page, 'checkout-information');

    // A missing field comes back tied to its field, with focus on it.
    await page.getByLabel('E-mail').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const first = page.getByLabel('First name');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await axe(page, 'information step with errors');
    // A field put right loses its error at once; the others keep theirs until the next send.
    await first.fill('Ada');
    await expect.poll(() => first.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Last name').getAttribute('aria-invalid')).toBe('true');

    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByTestId('shipping-form').waitFor();
    await expect(page.getByTestId('ship-to').innerText()).resolves.toContain('1 Compiler Way');
    await page.getByRole('radio', { name: /Express/ }).check();
    // The insurance's price stands beside the choice.
    await expect(page.getByTestId('insurance-price').innerText()).resolves.toMatch(/^\$\d+\.\d\d$/);
    await page.getByRole('checkbox', { name: /insurance/i }).check();
    await axe(page, 'shipping step');
    await saveScreenshots(page, 'checkout-shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByTestId('payment-form').waitFor();

    const side = page.locator('.order-summary--side');
    await expect(side.innerText()).resolves.toContain(product.title);
    await expect(side.innerText()).resolves.toContain('Shipping insurance');
    const total = dollars(await side.getByTestId('checkout-total').innerText());
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await axe(page, 'payment step');
    await saveScreenshots(page, 'checkout-payment');
    await page.getByTestId('place-order').click();

    await page.getByTestId('order-thanks').waitFor();
    const heading = await page.locator('.order-thanks__number').innerText();
    const number = Number(heading.replace(/\D/g, ''));
    expect(number).toBeGreaterThan(1000);
    expect(
      dollars(await page.locator('.order-summary--side').getByTestId('checkout-total').innerText()),
    ).toBe(total);
    await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Unpaid');
    expect(
      await page.evaluate(() => (window as unknown as { analyticsPaths: string[] }).analyticsPaths),
    ).toEqual([
      '/checkouts/contact_information',
      '/checkouts/shipping',
      '/checkouts/payment',
      '/checkouts/thank',
    ]);
    // The header's cart follows the order that emptied it.
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('0');
    await axe(page, 'thank-you page');
    await saveScreenshots(page, 'checkout-thanks');

    // The cart is empty now, and the order can be found by number and e-mail.
    const cart = await (await page.request.get(`${shop.url}/api/store/cart`)).json();
    expect(cart.cart_contents_count).toBe(0);
    await page.goto(`${shop.url}/track-your-order`);
    // The lookup posts its form: the e-mail is in no URL (page, history, API call, referrer).
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.getByLabel('Order number').fill(String(number));
    await page.getByLabel('E-mail').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Find my order' }).first().click();
    await page.getByTestId('order-progress').waitFor();
    await expect(page.locator('.order-progress li.is-done').count()).resolves.toBe(1);
    expect(page.url()).toBe(`${shop.url}/track-your-order`);
    expect(urls.filter((u) => /shopper(@|%40)/i.test(u))).toEqual([]);
    await axe(page, 'track-your-order page');
    await saveScreenshots(page, 'track-order');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('pays by card: a decline says why, a good card pays, 3-D Secure goes to the bank and back', async () => {
    const page = await watchedPage(browser);
    const card = (number: string) => payByCard(page, number);
    const toPayment = () => toPaymentStep(page);
    // The card number never reaches the shop's own API.
    const posted: string[] = [];
    page.on('request', (r) => {
      if (!r.url().includes('/test-gateway/')) posted.push(r.postData() ?? '');
    });

    await fillCart(page, 5);
    await toPayment();
    await card('4000 0099 0000 0160');
    const refused = page.getByTestId('payment-error');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(
      /^Your card was declined\..*another payment method\.$/,
    );
    await axe(page, 'payment step with a declined card');
    await saveScreenshots(page, 'checkout-card-declined', { waitForImages: false });

    // Another card on the same page, no reload: a new attempt, and it pays.
    await card('4242 4242 4242 4242');
    await page.getByTestId('order-thanks').waitFor();
    await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Paid');

    await fillCart(page, 6);
    await toPayment();
    await card('4000 0099 0000 0343');
    await page.waitForURL(/\/test-gateway\/v1\/challenge\//);
    await page.getByRole('button', { name: /Complete/ }).click();
    await page.getByTestId('order-thanks').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Paid');
    expect(posted.filter((body) => /4242|0099/.test(body))).toEqual([]);
    await page.close();
    expect(problems).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`pays with a good card on the same page after a decline, at ${viewport.width} px`, async () => {
      const page = await watchedPage(browser);
      await page.setViewportSize(viewport);
      await fillCart(page, viewport.width > 500 ? 2 : 4);
      await toPaymentStep(page);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await payByCard(page, '4000 0099 0000 0160');
      const refused = page.getByTestId('payment-error');
      await refused.waitFor();
      expect(await refused.innerText()).toMatch(/^Your card was declined\./);

      await payByCard(page, '4242 4242 4242 4242');
      await page.getByTestId('order-thanks').waitFor();
      await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Paid');
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
      const number = Number(
        (await page.locator('.order-thanks__number').innerText()).replace(/\D/g, ''),
      );
      expect(number).toBeGreaterThan(1000);
      await page.close();
      expect(problems).toEqual([]);
    });
  }

  it('pays as soon as the gateway is ready: the pay button waits for its script, never blames the method', async () => {
    const page = await watchedPage(browser);
    // The gateway's script is held back until the shopper has typed the card and tried to pay.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/test-gateway/v1/tokenize.js', async (route) => {
      await held;
      await route.continue();
    });
    await fillCart(page, 10);
    await toPaymentStep(page);
    await typeCard(page, '4242 4242 4242 4242');
    const pay = page.getByTestId('place-order');
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await expect(pay.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(pay.innerText()).resolves.toBe('Getting card payment ready…');
    await axe(page, 'payment step while the gateway loads');
    await saveScreenshots(page, 'checkout-card-loading', { waitForImages: false });

    // The moment the script is in, the click (which waits for the button) pays.
    release();
    await pay.click();
    await page.getByTestId('order-thanks').waitFor();
    await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Paid');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('shapes the address by country and suggests places as the shopper types', async () => {
    const page = await watchedPage(browser);
    await fillCart(page, 7);
    await page.goto(`${shop.url}/checkouts?step=contact_information`);
    // Suggestions come with the page's script: wait until React has taken over the field.
    const street = page.getByRole('combobox', { name: 'Address' });
    await expect
      .poll(() => street.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
      .toBe(true);
    // The United States: a state list and a ZIP code, city, state and ZIP on one line.
    await expect(page.getByLabel('State').evaluate((el) => el.tagName)).resolves.toBe('SELECT');
    const line = async (label: string) => (await page.getByLabel(label).boundingBox())!.y;
    expect(await line('City')).toBe(await line('ZIP code'));

    // This context's last order left its address on the cart: the shopper clears it, is told
    // the street and the city are missing, and types a new one.
    await street.fill('');
    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect.poll(() => street.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('City').getAttribute('aria-invalid')).toBe('true');
    await street.pressSequentially('1 Main St, Beverly Hil', { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    await list.waitFor();
    await expect(list.getByRole('option').first().innerText()).resolves.toContain('Beverly Hills');
    await axe(page, 'address suggestions');
    await saveScreenshots(page, 'checkout-address-suggestions', { waitForImages: false });
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(list.isHidden()).resolves.toBe(true);
    await expect(street.inputValue()).resolves.toBe('1 Main St');
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Beverly Hills');
    await expect(page.getByLabel('State').inputValue()).resolves.toBe('CA');
    // The suggestion filled the city: neither it nor the street is said to be missing now.
    expect(await page.getByLabel('City').getAttribute('aria-invalid')).toBeNull();
    expect(await street.getAttribute('aria-invalid')).toBeNull();

    // Britain: a post town and a postcode, no state.
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Town').waitFor();
    await expect(page.getByLabel('Postal code').count()).resolves.toBe(1);
    await expect(page.getByLabel('State').count()).resolves.toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('waits on the processing page while a card payment is pending, then thanks', async () => {
    const page = await watchedPage(browser);
    await hearAnalyticsPaths(page);
    await fillCart(page, 8);
    await toPaymentStep(page);
    await payByCard(page, '4000 0099 0000 0335');
    await page.getByTestId('payment-processing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkouts/processing');
    await expect(page.getByTestId('payment-pending-message').innerText()).resolves.toMatch(
      /^The payment is still being processed\./,
    );
    await axe(page, 'processing page');
    await saveScreenshots(page, 'checkout-processing', { waitForImages: false });
    // The page asks again by itself until the gateway settles the payment.
    await page.getByTestId('order-thanks').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('financial-status').innerText()).resolves.toBe('Paid');
    // Each outcome page is tracked under its analytics path (spec section 2).
    const paths = await page.evaluate(
      () => (window as unknown as { analyticsPaths: string[] }).analyticsPaths,
    );
    expect(paths).toEqual([
      '/checkouts/contact_information',
      '/checkouts/shipping',
      '/checkouts/payment',
      '/checkouts/processing',
      '/checkouts/thank',
    ]);
    await page.close();
    expect(problems).toEqual([]);
  });

  it("offers the cart's coupons at checkout, one click each, and names methods as shoppers know them", async () => {
    const page = await watchedPage(browser);
    await fillCart(page, 5);
    await page.goto(`${shop.url}/checkouts?step=contact_information`);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const shipping = page.getByTestId('shipping-form');
    await shipping.waitFor();
    // The merchant's title and the estimate, never the method's internal name.
    await expect(shipping.innerText()).resolves.not.toContain('by weight');
    await page.getByRole('radio', { name: /^Economy/ }).check();
    await expect(
      page
        .getByRole('radio', { name: /^Economy/ })
        .locator('xpath=..')
        .innerText(),
    ).resolves.toContain('5–9 business days');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByTestId('payment-form').waitFor();
    const summary = page.locator('.order-summary--side');
    await expect(summary.innerText()).resolves.toContain('Economy · 5–9 business days');

    const before = dollars(await summary.getByTestId('checkout-total').innerText());
    const offer = page.getByTestId('coupon-offer').filter({ hasText: 'WELCOME10' });
    await offer.waitFor();
    await axe(page, 'checkout with coupons offered');
    await saveScreenshots(page, 'checkout-coupons');
    await page.setViewportSize({ width: 1280, height: 900 });
    await offer.click();
    await expect
      .poll(async () => dollars(await summary.getByTestId('checkout-total').innerText()))
      .toBeLessThan(before);
    // The code has its row in the summary, and is no longer offered but held.
    await expect(summary.innerText()).resolves.toContain('WELCOME10');
    await expect(
      page.getByTestId('coupon-offer').filter({ hasText: 'WELCOME10' }).count(),
    ).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Remove the code WELCOME10' }).count(),
    ).resolves.toBe(1);
    // A code that does not exist says why under the field.
    await page.getByTestId('checkout-coupon-input').fill('NOPE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('checkout-coupons').getByRole('alert').innerText())
      .toBe('This code did not match any active coupon');
    await expect
      .poll(() => page.getByTestId('checkout-coupon-input').getAttribute('aria-invalid'))
      .toBe('true');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('puts contact, shipping and payment on one page with all_in_one_checkout', async () => {
    const page = await watchedPage(browser);
    await fillCart(page, 9);
    await page.goto(`${shop.url}/checkouts?step=all_in_one_checkout`);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByTestId('shipping-form').waitFor();
    await expect(page.getByTestId('contact-form').count()).resolves.toBe(1);
    await expect(new URL(page.url()).searchParams.get('step')).toBe('all_in_one_checkout');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByTestId('payment-form').waitFor();
    await expect(page.getByTestId('contact-form').count()).resolves.toBe(1);
    await expect(page.getByTestId('shipping-form').count()).resolves.toBe(1);
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    // Judged once the place-order button has faded in from its disabled look.
    await expect.poll(() => page.getByTestId('place-order').isEnabled()).toBe(true);
    await animationsDone(page.getByTestId('place-order'));
    await axe(page, 'one-page checkout');
    await saveScreenshots(page, 'checkout-all-in-one');
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-thanks').waitFor();
    await page.close();
    expect(problems).toEqual([]);
  });

  it('works without JavaScript for a manual payment', async () => {
    const plain = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = await plain.newPage();
      await fillCart(page, 3);
      await page.goto(`${shop.url}/checkouts?step=contact_information`);
      await fillAddress(page);
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await page.getByTestId('shipping-form').waitFor();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByTestId('payment-form').waitFor();
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await page.getByTestId('place-order').click();
      await page.getByTestId('order-thanks').waitFor();
      await expect(page.locator('.order-thanks__number').innerText()).resolves.toMatch(/#\d{4,}/);
    } finally {
      await plain.close();
    }
  });

  it("answers 404 for another shopper's checkout address", async () => {
    const page = await watchedPage(browser);
    await fillCart(page, 1);
    const res = await page.goto(`${shop.url}/checkouts/${'B'.repeat(32)}`);
    expect(res?.status()).toBe(404);
    await page.close();
    // The one problem the page had is the 404 asked for (and the browser's word about it).
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    problems.length = 0;
  });

  // Last in the file: it restarts the shop with a discount loaded by the merchant's command.
  it('shows a checkout-level discount as its own row between Subtotal and Total', async () => {
    const product = products.filter((p) =>
      p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 10) && v.price < 90),
    )[11]!;
    // The embedded database belongs to one process: the shop stops while the merchant loads.
    await shop.stop();
    await loadMerchantFile(data, 'discounts', {
      discounts: [
        {
          key: 'journey-checkout-5',
          title: 'Checkout week',
          discount_type: 'percent',
          adjustment_target: { target_type: 'product', ids: [product.ID] },
          effective_level: 'checkout',
          combinable: true,
          rule: { value: { kind: 'percent', amount: 5 } },
        },
      ],
    });
    shop = await startShop(data);
    await browser.clearCookies();
    const page = await watchedPage(browser);
    await fillCart(page, 11);
    await toPaymentStep(page);
    const summary = page.locator('.order-summary--side');
    const rows = async () =>
      summary
        .locator('.order-summary__sums .summary-row')
        .evaluateAll((els) =>
          els.map((el) => [
            el.querySelector('dt')!.textContent!.trim(),
            el.querySelector('dd')!.textContent!.trim(),
          ]),
        );
    const shown = await rows();
    const labels = shown.map(([label]) => label);
    // Subtotal first, the discount's own row after it, Total last.
    expect(labels[0]).toBe('Subtotal');
    expect(labels.at(-1)).toBe('Total');
    const discount = labels.indexOf('Checkout week');
    expect(discount, JSON.stringify(shown)).toBeGreaterThan(0);
    expect(discount).toBeLessThan(labels.length - 1);
    const amount = (label: string) => {
      const text = shown.find(([l]) => l === label)?.[1] ?? '';
      return dollars(text) * (text.startsWith('−') ? -1 : 1);
    };
    expect(amount('Checkout week')).toBeLessThan(0);
    expect(-amount('Checkout week')).toBeCloseTo(amount('Subtotal') * 0.05, 2);
    // What the shopper sees adds up: Subtotal − discount + shipping (and anything else shown)
    // is the Total.
    const sum = shown.slice(0, -1).reduce((total, [label]) => total + amount(label!), 0);
    expect(sum).toBeCloseTo(amount('Total'), 2);
    await page.close();
    expect(problems).toEqual([]);
  });
});
