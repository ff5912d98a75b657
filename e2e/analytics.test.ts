import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../src/test/receiver.ts';
import { fillAddress, payByCard, type Listed } from './checkout-steps.ts';
import {
  freshShopData,
  openBrowser,
  saveScreenshots,
  SHOTS,
  sideways,
  startShop,
  type RunningShop,
  type ShopData,
} from './shop.ts';

const COUNTRY_HEADER = 'x-test-country';
const ALL = ['analytics', 'marketing', 'preferences', 'sale_of_data'];

let data: ShopData;
let shop: RunningShop;
let browser: BrowserContext;
let page: Page;
const problems: string[] = [];

interface SentEvent {
  event_id: string;
  name: string;
  path: string;
  params: Record<string, unknown>;
  session_id?: string;
  consent?: string[];
}
/** Every event the page sent to the shop's analytics, in order, and how the shop answered. */
const sent: SentEvent[] = [];
const answers: number[] = [];

/** Every address the pages asked for. */
const browserCalls: string[] = [];

/** Records every batch a page sends to the shop's analytics, and how the shop answers. */
function listen(p: Page) {
  p.on('request', (r) => void browserCalls.push(r.url()));
  const isBatch = (r: Request) =>
    r.method() === 'POST' && new URL(r.url()).pathname === '/api/statistics/events';
  p.on('request', (r) => {
    if (isBatch(r)) sent.push(...(JSON.parse(r.postData()!) as { events: SentEvent[] }).events);
  });
  p.on('response', (r) => {
    if (isBatch(r.request())) answers.push(r.status());
  });
}

/** Records a tab's script errors, with the test and the page they came on. */
function noteErrors(p: Page) {
  p.on('pageerror', (e) =>
    problems.push(`[${expect.getState().currentTestName}] pageerror on ${p.url()}: ${e.message}`),
  );
}

/** A tab of its own (its visit's storage starts empty), heard as the others. */
async function newTab() {
  const tab = await browser.newPage();
  noteErrors(tab);
  listen(tab);
  return tab;
}

/** The paths of the page views sent since `before` events. */
const viewsSince = (before: number) =>
  sent
    .slice(before)
    .filter((e) => e.name === 'page_view')
    .map((e) => e.path);

/**
 * A Meta pixel the merchant named without a Conversions API token: the browser tells it by
 * beacons (the fallback where no server-side forward is possible), received here.
 */
const PIXEL_ID = '1234567890';
let pixelReceiver: Server;
const beacons: Record<string, string>[] = [];
/** GA4's Measurement Protocol on this machine: the server forwards the events to it. */
let ga4: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  pixelReceiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/tr') {
        beacons.push(Object.fromEntries(new URLSearchParams(body)));
      }
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => pixelReceiver.listen(0, '127.0.0.1', resolve));
  const pixelUrl = `http://127.0.0.1:${(pixelReceiver.address() as AddressInfo).port}/tr`;
  ga4 = await startReceiver();
  data = await freshShopData();
  // The country a CDN would name is the test's to say: a German visitor must consent first.
  shop = await startShop({
    ...data,
    env: {
      ...data.env,
      GEO_COUNTRY_HEADER: COUNTRY_HEADER,
      META_PIXEL_ID: PIXEL_ID,
      META_PIXEL_ENDPOINT: pixelUrl,
      GA4_MEASUREMENT_ID: 'G-TEST1234',
      GA4_API_SECRET: 'test-secret',
      GA4_ENDPOINT: `${ga4.url}/mp/collect`,
      ANALYTICS_FORWARD_SECONDS: '1',
    },
  });
  browser = await openBrowser();
  page = await browser.newPage();
  noteErrors(page);
  listen(page);
});

afterAll(async () => {
  pixelReceiver?.close();
  await ga4?.close();
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** The events the server forwarded to GA4 so far. */
const forwarded = () =>
  ga4.received.flatMap(
    (r) => (r.body as { events: { name: string; params: { event_id: string } }[] }).events,
  );

/** The page views sent so far, by path. */
const viewed = () => sent.filter((e) => e.name === 'page_view').map((e) => e.path);

describe("the shop's own analytics", () => {
  it('sends a page view of each page, by a beacon, in one browser session', async () => {
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await expect.poll(viewed, { timeout: 15_000 }).toContain('/products/linen-wrap-dress');
    // The session id is kept in local storage (spec section 9) and carried by each event.
    const kept = await page.evaluate(() => localStorage.getItem('vitrine_session_id'));
    const session = (JSON.parse(kept!) as { data: string }).data;
    expect(sent.at(-1)!.session_id).toBe(session);
    // Where the law asks no consent first, everything is granted (and no banner shows).
    expect(sent.at(-1)!.consent).toEqual(ALL);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);

    await page.goto(`${shop.url}/cart`);
    await expect.poll(viewed, { timeout: 15_000 }).toContain('/cart');
    expect(sent.at(-1)!.session_id).toBe(session);
    expect(new Set(sent.map((e) => e.event_id)).size).toBe(sent.length);
    // The shop kept them: its server forwards the cart's page view to GA4, by its id. (A page's
    // last beacon, sent as it unloads, leaves no answer the test is always told of.)
    const cartView = sent.find((e) => e.name === 'page_view' && e.path === '/cart')!;
    await expect
      .poll(() => forwarded().some((e) => e.params.event_id === cartView.event_id), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it('names what a page shows: the product, the collection, the search', async () => {
    const before = sent.length;
    const since = (name: string) => sent.slice(before).filter((e) => e.name === name);
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await expect.poll(() => since('view_item').length, { timeout: 15_000 }).toBe(1);
    expect(since('view_item')[0]!.params).toMatchObject({
      item_name: 'Linen Wrap Dress',
      currency: 'USD',
    });
    await page.goto(`${shop.url}/collections/dresses`);
    await expect.poll(() => since('view_item_list').length, { timeout: 15_000 }).toBe(1);
    expect(since('view_item_list')[0]!.params).toEqual({
      item_list_id: 'dresses',
      item_list_name: 'Dresses',
    });
    await page.goto(`${shop.url}/search?q=linen`);
    await expect.poll(() => since('search').length, { timeout: 15_000 }).toBe(1);
    expect(since('search')[0]!.params).toEqual({ search_term: 'linen' });
  });

  it('counts the landing page of a shopper who goes on within its first second, and its campaign', async () => {
    const quick = await newTab();
    const before = sent.length;
    await quick.goto(`${shop.url}/?utm_medium=spring`);
    await quick.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    // On at once by the header's menu: the tracker's code comes a second after the page.
    await quick.locator('header a[href="/collections/dresses"]').first().click();
    await quick.waitForURL('**/collections/dresses');
    await expect
      .poll(() => viewsSince(before), { timeout: 15_000 })
      .toEqual(['/', '/collections/dresses']);
    const campaign = await quick.evaluate(() => sessionStorage.getItem('vitrine_campaign'));
    expect(JSON.parse(campaign!).data).toEqual({ utm_medium: 'spring' });
    await quick.close();
  });

  it('counts the landing page of a shopper who goes on by a whole new page within its first second', async () => {
    const quick = await newTab();
    const before = sent.length;
    await quick.goto(`${shop.url}/?utm_medium=autumn`, { waitUntil: 'commit' });
    await quick.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    // A new page at once, as a link followed before the header hydrated loads one: the landing
    // page's own tracker never comes, the next page's counts it.
    await quick.goto(`${shop.url}/collections/dresses`);
    await expect
      .poll(() => viewsSince(before), { timeout: 15_000 })
      .toEqual(['/', '/collections/dresses']);
    const campaign = await quick.evaluate(() => sessionStorage.getItem('vitrine_campaign'));
    expect(JSON.parse(campaign!).data).toEqual({ utm_medium: 'autumn' });
    // Taken once: nothing is left to count twice.
    expect(await quick.evaluate(() => sessionStorage.getItem('vitrine_shown'))).toBeNull();
    await quick.close();
  });

  it('hears of a quantity above 100 typed on the product page (invalid_number)', async () => {
    const before = sent.length;
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await expect
      .poll(() => sent.slice(before).map((e) => e.path), { timeout: 15_000 })
      .toContain('/products/linen-wrap-dress');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('150');
    await quantity.blur();
    await expect
      .poll(() => sent.slice(before).filter((e) => e.name === 'invalid_number'))
      .toEqual([expect.objectContaining({ params: { value: '150' } })]);
    // A quantity within the limit is no event.
    await quantity.fill('7');
    await quantity.blur();
    const invalid = () => sent.slice(before).filter((e) => e.name === 'invalid_number').length;
    // The next page's view comes after anything the quantity sent: then none came.
    await page.goto(`${shop.url}/collections/dresses`);
    await expect
      .poll(() => sent.slice(before).map((e) => e.path), { timeout: 15_000 })
      .toContain('/collections/dresses');
    expect(invalid()).toBe(1);
  });

  it("tracks checkout under its analytics path, never the cart's own address", async () => {
    const products = (
      await (await fetch(`${shop.url}/api/store/products?page_size=20&with=variants`)).json()
    ).data as { ID: number; variants: { ID: number; buy_able: boolean }[] }[];
    const product = products.find((p) => p.variants.some((v) => v.buy_able))!;
    const variant = product.variants.find((v) => v.buy_able)!;
    const filled = await page.request.post(`${shop.url}/api/store/cart`, {
      data: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    expect(filled.status()).toBe(200);
    const before = sent.length;
    await page.goto(`${shop.url}/checkouts?step=contact_information`);
    await expect.poll(viewed, { timeout: 15_000 }).toContain('/checkouts/contact_information');
    // Page-load tracking is skipped on checkout's route (spec section 2): its analytics path
    // is the only view of the page, sent in the same batch as a page load would have been.
    const checkoutViews = sent.slice(before).filter((e) => e.name === 'page_view');
    expect(checkoutViews.map((e) => e.path)).toEqual(['/checkouts/contact_information']);
  });

  it("tells the cart's adds and removals, and the pixel hears each by a beacon with its id", async () => {
    const before = sent.length;
    const since = (name: string) => sent.slice(before).filter((e) => e.name === name);
    // A cart of its own (the checkout above filled one).
    await browser.clearCookies({ name: 'cart_hash' });
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    await expect.poll(() => since('view_item').length, { timeout: 15_000 }).toBe(1);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => since('add_to_cart').length, { timeout: 15_000 }).toBe(1);
    const added = since('add_to_cart')[0]!;
    expect(added.params).toMatchObject({
      items: 1,
      currency: 'USD',
      item_name: 'Linen Wrap Dress',
    });
    // The pixel hears of it from the browser, by the same id (the page view too).
    const heard = (eid: string) => beacons.find((b) => b.eid === eid);
    await expect
      .poll(() => heard(added.event_id), { timeout: 15_000 })
      .toMatchObject({
        id: PIXEL_ID,
        ev: 'AddToCart',
        'cd[currency]': 'USD',
        'cd[num_items]': '1',
        dl: `${shop.url}/products/linen-wrap-dress`,
      });
    expect(heard(since('view_item')[0]!.event_id)?.ev).toBe('ViewContent');
    // GA4 has a conversion API: the server forwards the same add to cart, by the same id, and
    // the browser never calls it.
    await expect
      .poll(() => forwarded().find((e) => e.params.event_id === added.event_id), {
        timeout: 20_000,
      })
      .toMatchObject({ name: 'add_to_cart', params: { currency: 'USD', items: 1 } });
    expect(browserCalls.filter((url) => url.startsWith(ga4.url))).toEqual([]);

    await page.goto(`${shop.url}/cart`);
    await expect.poll(() => since('view_cart').length, { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: /^Remove Linen Wrap Dress/ }).click();
    await expect.poll(() => since('remove_from_cart').length, { timeout: 15_000 }).toBe(1);
    expect(since('remove_from_cart')[0]!.params).toMatchObject({
      items: 1,
      item_id: added.params.item_id,
    });
  });

  it('tracks buy now as one checkout start, with its total', async () => {
    const before = sent.length;
    await page.goto(`${shop.url}/products/linen-wrap-dress`);
    // The tracker has come (its page view of this page is sent).
    await expect
      .poll(() => sent.slice(before).map((e) => e.path), { timeout: 15_000 })
      .toContain('/products/linen-wrap-dress');
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/checkouts')),
      page.getByTestId('buy-now').click(),
    ]);
    await expect
      .poll(() => sent.slice(before).filter((e) => e.name === 'begin_checkout').length)
      .toBe(1);
    const started = sent.slice(before).find((e) => e.name === 'begin_checkout')!;
    expect(started.params).toMatchObject({ currency: 'USD', items: 1 });
    expect(started.params.value).toBeGreaterThan(0);
  });

  it("tracks the cart page's checkout button as one checkout start, with the cart's total", async () => {
    // The cart buy now filled above.
    const before = sent.length;
    const since = (name: string) => sent.slice(before).filter((e) => e.name === name);
    await page.goto(`${shop.url}/cart`);
    await expect.poll(() => since('view_cart').length, { timeout: 15_000 }).toBe(1);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/checkouts')),
      page.getByTestId('checkout-link').click(),
    ]);
    await expect.poll(() => since('begin_checkout').length).toBe(1);
    const started = since('begin_checkout')[0]!;
    expect(started).toMatchObject({ path: '/cart', params: { currency: 'USD', items: 1 } });
    expect(started.params.value).toBeGreaterThan(0);
    expect(started.event_id).toMatch(/^[0-9a-f]{32}$/);
    // The checkout's own page view comes after it: still one start.
    await expect
      .poll(() => since('page_view').map((e) => e.path))
      .toContain('/checkouts/contact_information');
    expect(since('begin_checkout')).toHaveLength(1);
  });

  it('asks a visitor in Germany first: nothing granted, no session kept, until they choose', async () => {
    // A browser of their own: nothing kept from the pages above.
    const own = await openBrowser();
    const german = await own.newPage();
    noteErrors(german);
    await german.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'DE' });
    listen(german);
    const before = sent.length;
    const mine = () => sent.slice(before).filter((e) => e.path.startsWith('/products/linen'));
    await german.goto(
      `${shop.url}/products/linen-wrap-dress?utm_medium=newsletter&pixel_id=px-42&ref=ANNA`,
    );
    const banner = german.getByTestId('consent-banner');
    await banner.waitFor();
    // Its events wait for the answer, then go with nothing granted and no session kept.
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(mine().every((e) => e.consent?.length === 0)).toBe(true);
    const kept = () => german.evaluate(() => localStorage.getItem('vitrine_session_id'));
    expect(await kept()).toBeNull();
    // A Google tag the merchant runs hears Consent Mode v2: nothing granted yet.
    const google = () =>
      german.evaluate(() =>
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((c) =>
          Array.from(c),
        ),
      );
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    expect(await google()).toEqual([['consent', 'default', expect.objectContaining(denied)]]);
    await saveScreenshots(german, 'consent-banner', { fullPage: false });

    // Refusing is one click, as accepting is; the choice is kept a year.
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookie = async () =>
      (await own.cookies(shop.url)).find((c) => c.name === 'vitrine_consent');
    expect((await cookie())?.value).toBe('none');
    expect((await cookie())!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);

    // The footer's link opens the choice again: analytics alone.
    await german.getByRole('link', { name: 'Cookie preferences' }).click();
    await banner.getByRole('button', { name: 'Choose' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await cookie())?.value).toBe('analytics');
    expect((await google()).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ...denied, analytics_storage: 'granted' }),
    ]);
    const after = sent.length;
    await german.goto(`${shop.url}/collections/dresses`);
    await expect
      .poll(() => sent.slice(after).filter((e) => e.name === 'page_view').length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(sent.at(-1)!.consent).toEqual(['analytics']);
    // Each event goes with the landing's pixel_id and utm_medium, two pages on (spec section 2).
    expect(sent.at(-1)!.params).toMatchObject({ pixel_id: 'px-42', utm_medium: 'newsletter' });
    // With analytics granted the session is kept (spec section 9), and it is the events'.
    const session = (JSON.parse((await kept())!) as { data: string }).data;
    expect(sent.at(-1)!.session_id).toBe(session);
    // The landing address's campaign is kept for the visit, for the order to carry.
    const campaign = await german.evaluate(() => sessionStorage.getItem('vitrine_campaign'));
    expect(JSON.parse(campaign!).data).toEqual({
      utm_medium: 'newsletter',
      pixel_id: 'px-42',
      ref: 'ANNA',
    });
    // Marketing was never granted: the pixel heard none of this visitor's events.
    const theirs = new Set(sent.slice(before).map((e) => e.event_id));
    expect(beacons.filter((b) => theirs.has(b.eid!))).toEqual([]);

    // A coupon applied in the cart carries the visit's utm_medium (spec section 2).
    const stock = (
      await (await fetch(`${shop.url}/api/store/products?page_size=20&with=variants`)).json()
    ).data as { ID: number; variants: { ID: number; buy_able: boolean }[] }[];
    const buyable = stock.find((p) => p.variants.some((v) => v.buy_able))!;
    const line = await german.request.post(`${shop.url}/api/store/cart`, {
      data: {
        items: [
          {
            product_id: buyable.ID,
            variant_id: buyable.variants.find((v) => v.buy_able)!.ID,
            quantity: 1,
          },
        ],
      },
    });
    expect(line.status()).toBe(200);
    await german.goto(`${shop.url}/cart`);
    await german.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await german.getByTestId('coupon-input').fill('WELCOME10');
    const [coupon] = await Promise.all([
      german.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/store/cart/coupons',
      ),
      german.getByTestId('coupon-apply').click(),
    ]);
    expect(coupon.postDataJSON()).toMatchObject({ code: 'WELCOME10', utm_medium: 'newsletter' });
    await own.close();
  });

  it('tells of a paid sale in a corner of the next pages, and how many look at a product', async () => {
    const own = await openBrowser();
    const buyer = await own.newPage();
    noteErrors(buyer);
    listen(buyer);
    const before = sent.length;
    const listed: Listed[] = (
      await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
    ).data;
    const product = listed.find((p) =>
      p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 10) && v.price < 90),
    )!;
    const variant = product.variants.find((v) => v.buy_able && (!v.manage_stock || v.stock > 10))!;
    const added = await buyer.request.post(`${shop.url}/api/store/cart`, {
      data: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    expect(added.status()).toBe(200);
    await buyer.goto(`${shop.url}/checkouts?step=contact_information`);
    await buyer.getByTestId('contact-form').waitFor();
    await fillAddress(buyer);
    await buyer.getByRole('button', { name: 'Continue to shipping' }).click();
    await buyer.getByTestId('shipping-form').waitFor();
    await buyer.getByRole('button', { name: 'Continue to payment' }).click();
    await buyer.getByTestId('payment-form').waitFor();
    await payByCard(buyer, '4242 4242 4242 4242');
    await buyer.getByTestId('order-thanks').waitFor();
    // The checkout's steps, under their analytics paths; the purchase is the shop's own (kept
    // when the order was paid), and the pixel hears it from the thank-you page by the same id.
    await expect
      .poll(() => sent.slice(before).map((e) => `${e.name} ${e.path}`), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          'add_shipping_info /checkouts/shipping',
          'add_payment_info /checkouts/payment',
        ]),
      );
    expect(sent.slice(before).filter((e) => e.name === 'purchase')).toEqual([]);
    const number = new URL(buyer.url()).searchParams.get('order');
    await expect
      .poll(() => beacons.find((b) => b.eid === `purchase-${number}`), { timeout: 15_000 })
      .toMatchObject({ ev: 'Purchase', 'cd[order_id]': number, 'cd[currency]': 'USD' });

    // Another shopper, from another address, is looking at the product; this one opens it: two.
    const elsewhere = await new Promise<number>((answered, failed) => {
      const body = JSON.stringify({ product_id: product.ID });
      request(
        `${shop.url}/api/store/visitors_counter`,
        {
          method: 'POST',
          // Another address of the loopback network: the counter counts addresses.
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          answered(res.statusCode ?? 0);
        },
      )
        .on('error', failed)
        .end(body);
    });
    expect(elsewhere).toBe(200);
    await buyer.goto(`${shop.url}${product.path}`);
    await expect
      .poll(() => buyer.getByTestId('visitors-counter').textContent(), { timeout: 15_000 })
      .toBe('2 people are looking at this now');

    // The sale, a few seconds after the page: what, where, when, and nothing about who.
    const notice = buyer.getByTestId('last-sale');
    await notice.waitFor({ timeout: 20_000 });
    const told = await notice.innerText();
    expect(told).toContain('United States: someone bought');
    expect(told).toContain(product.title);
    expect(told).toMatch(/minutes? ago/);
    expect(told).not.toMatch(/Grace|Hopper|Arlington|Compiler/);
    await buyer.screenshot({ path: `${SHOTS}/last-sale-desktop.png` });
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.screenshot({ path: `${SHOTS}/last-sale-mobile.png` });
    expect(await sideways(buyer)).toBeLessThanOrEqual(0);
    // Closed, it stays closed for the visit.
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    const kept = await buyer.evaluate(() => sessionStorage.getItem('vitrine_last_sales'));
    expect(JSON.parse(kept!).data).toMatchObject({ closed: true });
    await own.close();
  });

  it('went through without a script error, every batch taken by the shop', () => {
    expect(problems).toEqual([]);
    expect(answers.length).toBeGreaterThan(4);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
