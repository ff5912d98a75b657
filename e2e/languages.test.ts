import { mkdirSync, readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intlTag,
  LOCALES,
  localeOfPrefix,
  localePrefix,
  resolveLocale,
  type Locale,
} from '../src/platform/locales.ts';
import sameAsEnglish from '../src/storefront/i18n/same-as-english.json' with { type: 'json' };
import {
  freshShopData,
  openBrowser,
  type RunningShop,
  type ShopData,
  SAVES_SCREENSHOTS,
  SHOTS,
  sideways,
  startShop,
  twoFrames,
} from './shop.ts';
import { hydrated, watchTraffic, type Traffic } from './page-traffic.ts';
import type { Collection, Listed } from './checkout-steps.ts';

// The pages a shopper meets in each of the 15 languages other than English, under its URL
// prefix: no en-US UI message may be left on the page. One shop (vogue), one browser context,
// pages walked at 1280 px and their text read again at 390 px (a phone shows other parts: the
// menu button, the compact summary). Every page type, through a full purchase (4242), in de,
// ja, he and ru (the languages pictured: long words, CJK, right to left, Cyrillic); the others
// a smoke walk of the pages whose words are the language's own content (home, collection, a
// search in the language, product, cart), then the checkout's three steps, the tracking page,
// the 404 and the thank-you page of the order the full walks placed: every page type. The
// shipping and payment steps they read are those of one checkout given its address and
// shipping method once through the store's API (filledCheckout) and opened by their URLs, so
// eleven more languages do not fill the form eleven more times. The checks are soft: every page read is checked, and the
// failure names each English message by key and page.

/** The languages walked through every page type to a paid order, and pictured at 390 px. */
const FULL_WALK: readonly Locale[] = ['he-IL', 'ja-JP', 'de-DE', 'ru-RU'];
/** Every language but en-US, the full walks first: the others read the order they placed. */
const LANGUAGES = [
  ...FULL_WALK,
  ...LOCALES.filter((l) => l !== 'en-US' && resolveLocale(l) === l && !FULL_WALK.includes(l)),
];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// ---------------------------------------------------------------------------------------------
// The English messages to look for.

const messagesDir = 'src/storefront/i18n/messages';
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(`${messagesDir}/${locale}.json`, 'utf8')) as Record<string, string>;
const english = read('en-US');
const allowed = sameAsEnglish as Record<string, string[]>;

/**
 * The literal runs of a message as a page shows them: arguments (`{name}`, `#`, numbers,
 * dates) cut it into pieces, each branch of a plural or select is a piece of its own, and a
 * tag's words run on with the text around them (`Read <b>more</b>` reads `Read more`).
 */
function piecesOf(elements: MessageFormatElement[]): string[] {
  const pieces: string[] = [];
  let current = '';
  const cut = () => {
    pieces.push(current);
    current = '';
  };
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal) current += el.value;
      else if (el.type === TYPE.tag) walk(el.children);
      else if (el.type === TYPE.plural || el.type === TYPE.select) {
        cut();
        for (const option of Object.values(el.options)) pieces.push(...piecesOf(option.value));
      } else cut();
    }
  };
  walk(elements);
  cut();
  return pieces;
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** Long enough to be telling: two words or more, or eight letters or more. */
const telling = (s: string) =>
  s.split(' ').filter((w) => /\p{L}/u.test(w)).length >= 2 ||
  (s.match(/\p{L}/gu)?.length ?? 0) >= 8;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Needle {
  key: string;
  piece: string;
  pattern: RegExp;
}

/** The en-US messages that must not show in `locale`: their telling pieces, as patterns. */
function needlesFor(locale: Locale): Needle[] {
  const own = read(locale);
  const ownText = normalize(Object.values(own).join(' \n '));
  const skip = new Set([...(allowed['*'] ?? []), ...(allowed[locale] ?? [])]);
  const needles: Needle[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (skip.has(key) || own[key] === message) continue;
    const whole = normalize(message.replace(/\{[^{}]*\}/g, ' '));
    if (!telling(whole)) continue;
    let pieces: string[];
    try {
      pieces = piecesOf(parse(message, { ignoreTag: false }));
    } catch {
      pieces = message.split(/\{[^{}]*\}/);
    }
    for (const raw of new Set(pieces.map(normalize))) {
      // A piece must be telling on its own: `items` of `{count} items` is no proof of English.
      if (!raw || !telling(raw)) continue;
      // Whole words only, and never "Vitrine" or a brand: names the merchant gave.
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(raw)}(?![\\p{L}\\p{N}])`, 'u');
      // A word the language shares with English (French "Collections", Swedish
      // "Information") is its own when its messages use it.
      if (pattern.test(ownText)) continue;
      needles.push({ key, piece: raw, pattern });
    }
  }
  return needles;
}

// ---------------------------------------------------------------------------------------------
// The shop, the browser, and how a page is read.

let data: ShopData;
let shop: RunningShop;
let context: BrowserContext;
let page: Page;
let product: Listed;
let variant: Listed['variants'][number];
let collection: Collection;
const scriptErrors = new Set<string>();
let traffic: Traffic;
/** The language being walked; the store reads its pages sent, and those naming another. */
let walking: Locale | undefined;
let reads = 0;
const otherLanguage: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop({ ...data, env: { ...data.env, SHOP_THEME: 'vogue' } });
  context = await openBrowser();
  page = await context.newPage();
  await page.setViewportSize(DESKTOP);
  traffic = watchTraffic(page);
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/store/')) return;
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    r.json().then(collectNames, () => {});
  });
  page.on('pageerror', (e) => scriptErrors.add(`${e.message} at ${page.url()}`));
  // X-LANG on every non-POST call (spec section 7), in the shop's own code of the page's
  // language (no-NO, where the page's lang and Intl say nb-NO).
  page.on('request', (r) => {
    // The shop's calls (a picture the page shows is the browser's own request).
    if (!walking || r.method() === 'POST' || r.resourceType() !== 'fetch') return;
    if (!new URL(r.url()).pathname.startsWith('/api/store/')) return;
    reads++;
    // The language of the page that asked (a page's later calls may come as the walk moves on).
    const segment = new URL(r.frame().url()).pathname.split('/')[1] ?? '';
    const asker = localeOfPrefix(segment) ?? 'en-US';
    const said = r.headers()['x-lang'];
    if (said !== asker) otherLanguage.push(`${asker} ${r.url()}: X-LANG ${said}`);
  });
  const listed: Listed[] = (
    await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
  ).data;
  product = listed.find((p) =>
    p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 10) && v.price < 90),
  )!;
  variant = product.variants.find((v) => v.buy_able && (!v.manage_stock || v.stock > 10))!;
  const collections: Collection[] = (await (await fetch(`${shop.url}/api/store/categories`)).json())
    .data;
  collection = collections.find((c) => c.path === '/collections/shoes') ?? collections[0]!;
});

afterAll(async () => {
  await page?.goto('about:blank').catch(() => {});
  await context?.close();
  await shop?.stop();
  await data?.drop();
});

/**
 * What the page shows a reader: its visible text, the title of its tab, and the aria-label,
 * placeholder, alt and title of its visible elements, normalized to one line of lower case.
 */
const visibleText = () =>
  page
    .evaluate((merchant) => {
      let text = document.body.innerText;
      // What the merchant wrote (descriptions, answers, topics) is theirs, not the UI's; and a
      // list's choices (countries, states) are place names: only the chosen one is read.
      for (const el of document.body.querySelectorAll<HTMLElement>(`${merchant}, select`)) {
        const own = el.innerText;
        if (own)
          text = text.replace(
            own,
            el instanceof HTMLSelectElement ? ` ${el.selectedOptions[0]?.text ?? ''} ` : ' ',
          );
      }
      const parts = [text, document.title];
      for (const el of document.body.querySelectorAll(
        '[aria-label], [placeholder], [alt], [title]',
      )) {
        const shown =
          el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) ||
          // A visually hidden control (a styled radio, a file input) is still read out.
          (el.getAttribute('aria-label') !== null && el.getClientRects().length > 0);
        if (!shown) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = el.getAttribute(name);
          if (value) parts.push(value);
        }
      }
      return parts.join('\n');
    }, MERCHANT_TEXT)
    .then(normalize);

/** Elements whose words the merchant wrote: a product's description, the FAQ's entries. */
const MERCHANT_TEXT =
  '.product__description, .rich-text, .faq__heading, .faq__question, .faq__answer';

/**
 * Names the merchant gave that the page shows inside UI sentences (a promotion's message, a
 * coupon's title, a product's or collection's name): every string under a title, name or
 * message key of the page's loader data and of the shop API's answers, cut at its
 * placeholders (`Free shipping over {money:75}`).
 */
const merchantNames = new Set<string>();
function collectNames(value: unknown, key = '') {
  if (typeof value === 'string') {
    if (/^(title|name|message|topic)$/.test(key))
      for (const piece of value.split(/\{[^{}]*\}/).map(normalize))
        if (piece.length >= 4) merchantNames.add(piece);
  } else if (Array.isArray(value)) for (const v of value) collectNames(v, key);
  else if (value && typeof value === 'object' && key !== 'messages')
    for (const [k, v] of Object.entries(value)) collectNames(v, k);
}
async function loaderNames() {
  collectNames(
    await page.evaluate(
      () =>
        (window as unknown as { __staticRouterHydrationData?: unknown })
          .__staticRouterHydrationData,
    ),
  );
}
/** The page's text without the merchant's names in it. */
function withoutNames(text: string) {
  for (const name of merchantNames) text = text.replaceAll(name, ' ');
  return text;
}

/** English found, by page: `de-DE product: cart.add_to_cart "add to cart"`. */
const english_found: string[] = [];

/**
 * Reads the page at both widths and notes every en-US message it shows; a heading must be
 * in view and the status as expected. Saves a picture at 390 px for the languages looked at.
 */
async function read_page(
  locale: Locale,
  name: string,
  answered: Response | null,
  needles: Needle[],
  { status = 200, shot = false } = {},
) {
  const label = `${locale} ${name} (${new URL(page.url()).pathname})`;
  if (answered) expect.soft(answered.status(), `${label}: status`).toBe(status);
  await hydrated(page, traffic);
  expect
    .soft(await page.locator('html').getAttribute('lang'), `${label}: html lang`)
    .toBe(intlTag(locale));
  expect
    .soft(
      await page
        .locator('h1')
        .first()
        .isVisible()
        .catch(() => false),
      `${label}: a main heading`,
    )
    .toBe(true);
  await loaderNames();
  const texts = [await visibleText()];
  await page.setViewportSize(PHONE);
  await twoFrames(page);
  texts.push(await visibleText());
  // A card's button holds its words on one line of a phone's card, in every language.
  const broken = await page.$$eval('.card__buy', (buttons) =>
    buttons
      .filter((b) => {
        const words = document.createRange();
        words.selectNodeContents(b);
        const lines = new Set([...words.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size > 1 || b.scrollWidth > b.clientWidth + 1;
      })
      .map((b) => b.textContent),
  );
  expect.soft(broken, `${label}: card buttons on two lines or cut at 390 px`).toEqual([]);
  expect
    .soft(await sideways(page), `${label}: px scrolling sideways at 390 px`)
    .toBeLessThanOrEqual(0);
  texts.splice(0, 2, ...texts.map(withoutNames));
  if (shot && SAVES_SCREENSHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .screenshot({ path: `${SHOTS}/lang-${locale}-${name}-390.png`, timeout: 10_000 })
      .catch((error: Error) =>
        console.warn(`screenshot ${label} not taken: ${error.message.split('\n')[0]}`),
      );
  }
  await page.setViewportSize(DESKTOP);
  const found = new Set<string>();
  for (const text of texts)
    for (const n of needles) {
      const at = n.pattern.exec(text);
      // The key, and the words around it on the page (to find where it stands).
      if (at)
        found.add(
          `${n.key} "${n.piece}" in "…${text.slice(Math.max(0, at.index - 30), at.index + n.piece.length + 30)}…"`,
        );
    }
  for (const f of found) english_found.push(`${label}: ${f}`);
}

/** Fills in the information step by the fields' names (their labels are in the language). */
async function fillAddress() {
  const form = page.getByTestId('contact-form');
  await form.locator('[name="email"]').fill('shopper@example.com');
  await form.locator('[name="shipping_address.country"]').selectOption('US');
  await form.locator('[name="shipping_address.first_name"]').fill('Grace');
  await form.locator('[name="shipping_address.last_name"]').fill('Hopper');
  await form.locator('[name="shipping_address.address1"]').fill('1 Compiler Way');
  await form.locator('[name="shipping_address.city"]').fill('Arlington');
  await form.locator('[name="shipping_address.province"]').selectOption('VA');
  await form.locator('[name="shipping_address.zip"]').fill('22201');
}

/** Pays at the payment step with a test card, as e2e/themes.test.ts does, by field names. */
async function payByCard(number: string) {
  const form = page.getByTestId('payment-form');
  await form.locator('input[name="payment_method"][value="test_card"]').check();
  await page.getByTestId('card-fields').waitFor();
  await form.locator('[data-card-field="number"]').fill(number);
  await form
    .locator('[data-card-field="expiry"]')
    .fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await form.locator('[data-card-field="cvc"]').fill('123');
  await form.locator('[data-card-field="name"]').fill('Grace Hopper');
  await expect.poll(() => page.getByTestId('card-fields').getAttribute('aria-busy')).toBeNull();
  await page.getByTestId('place-order').click();
}

/** The product's title in the language, as its API answers. */
async function titleIn(locale: Locale) {
  const answer = await fetch(`${shop.url}/api/store/products?page_size=100`, {
    headers: { 'X-LANG': locale },
  });
  const listed: Listed[] = answer.ok ? (await answer.json()).data : [];
  return listed.find((p) => p.ID === product.ID)?.title ?? '';
}

/** A word of the product's title in the language, to search for (a whole title in CJK). */
async function searchWord(locale: Locale) {
  const words = (await titleIn(locale)).split(/\s+/).filter(Boolean);
  return words.sort((a, b) => b.length - a.length)[0] ?? 'x';
}

/** The number of the last order a full walk placed. */
let placedOrder = 0;

/**
 * Gives the cart's checkout an e-mail, an address and a shipping method through the store's API,
 * unless it has them: its shipping and payment steps then open by their URLs in any language.
 * The full walks fill the form itself; the others share this one checkout (they place no order).
 */
async function filledCheckout() {
  const store = `${shop.url}/api/store`;
  const now = await page.request.get(`${store}/cart/checkout`);
  if (now.ok() && (await now.json()).shipping_method) return;
  const post = async (path: string, data: object = {}) => {
    const res = await page.request.post(`${store}/${path}`, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  await post('cart/start_checkout');
  await post('cart/set_customer_email', { email: 'shopper@example.com' });
  const addressed = await post('cart/address', {
    shipping_address: {
      first_name: 'Grace',
      last_name: 'Hopper',
      address1: '1 Compiler Way',
      city: 'Arlington',
      province: 'VA',
      zip: '22201',
      country: 'US',
    },
  });
  await post('cart/shipping', { method_id: addressed.shipping.methods[0].id });
}

describe('every language under its prefix', () => {
  for (const locale of LANGUAGES) {
    const prefix = localePrefix(locale);
    const full = FULL_WALK.includes(locale);

    it(`${locale}: shows no en-US UI text on ${full ? 'any page, through a purchase' : 'its smoke walk'}`, async () => {
      const needles = needlesFor(locale);
      walking = locale;
      const visit = (path: string) => page.goto(`${shop.url}${prefix}${path}`);

      await read_page(locale, 'home', await visit('/'), needles, { shot: full });
      await read_page(locale, 'collection', await visit(collection.path), needles);
      const word = await searchWord(locale);
      await read_page(
        locale,
        'search',
        await visit(`/search?q=${encodeURIComponent(word)}`),
        needles,
      );
      await read_page(locale, 'product', await visit(product.path), needles, { shot: full });

      const cart = await (await page.request.get(`${shop.url}/api/store/cart`)).json();
      if (!cart.cart_contents_count) {
        const added = await page.request.post(`${shop.url}/api/store/cart`, {
          data: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
        });
        expect(added.status()).toBe(200);
      }
      const cartPage = await visit('/cart');
      await page.getByTestId('cart-line').first().waitFor();
      // The line names the product in the shopper's language, as its page does.
      expect(await page.getByTestId('cart-line').first().textContent()).toContain(
        await titleIn(locale),
      );
      await read_page(locale, 'cart', cartPage, needles, { shot: full });

      await read_page(locale, 'track-order', await visit('/track-your-order'), needles);
      await read_page(locale, '404', await visit('/no-such-page'), needles, { status: 404 });

      if (!full) await filledCheckout();
      const information = await visit('/checkouts?step=contact_information');
      await page.getByTestId('contact-form').waitFor();
      await read_page(locale, 'checkout-information', information, needles, { shot: full });
      if (!full) {
        // The shipping and payment steps of the checkout filled once, opened by their URLs.
        const shipping = await visit('/checkouts?step=shipping_method');
        await page.getByTestId('shipping-form').waitFor();
        await read_page(locale, 'checkout-shipping', shipping, needles);
        const payment = await visit('/checkouts?step=payment_method');
        await page.getByTestId('payment-form').waitFor();
        await read_page(locale, 'checkout-payment', payment, needles);
        // The thank-you page of the order a full walk placed, in this language.
        expect(placedOrder, 'an order placed by a full walk before').toBeGreaterThan(0);
        const thanks = await visit(`/checkouts/thank?order=${placedOrder}`);
        await page.getByTestId('order-thanks').waitFor();
        await read_page(locale, 'thank-you', thanks, needles);
        return;
      }
      await fillAddress();
      await page
        .getByTestId('contact-form')
        .locator('button[type="submit"], button:not([type])')
        .last()
        .click();
      await page.getByTestId('shipping-form').waitFor();
      await read_page(locale, 'checkout-shipping', null, needles);
      await page
        .getByTestId('shipping-form')
        .locator('button[type="submit"], button:not([type])')
        .last()
        .click();
      await page.getByTestId('payment-form').waitFor();
      await read_page(locale, 'checkout-payment', null, needles);
      await payByCard('4242 4242 4242 4242');
      await page.getByTestId('order-thanks').waitFor();
      await read_page(locale, 'thank-you', null, needles);
      placedOrder = Number(new URL(page.url()).searchParams.get('order'));
    });
  }

  it('leaves no en-US UI message on any page, in any language', () => {
    expect(english_found, 'en-US messages shown (locale page (path): key "text")').toEqual([]);
  });

  it('went through without a script error', () => {
    expect([...scriptErrors]).toEqual([]);
  });

  it("asked the store in each page's own language (X-LANG)", () => {
    expect(reads).toBeGreaterThan(LANGUAGES.length);
    expect(otherLanguage).toEqual([]);
  });
});

describe('a language the shop does not speak', () => {
  const isEnglish = async (res: globalThis.Response, what: string) => {
    expect(res.status, `${what}: status`).toBe(200);
    expect(await res.text(), `${what}: html lang`).toMatch(/<html[^>]*\blang="en-US"/);
  };

  it('answers an unknown X-LANG in English', async () => {
    const res = await fetch(`${shop.url}${product.path}`, { headers: { 'X-LANG': 'xx-YY' } });
    await isEnglish(res, 'X-LANG xx-YY');
  });

  it('answers an unknown locale cookie in English', async () => {
    const res = await fetch(`${shop.url}${product.path}`, {
      headers: { cookie: 'locale=zz-ZZ' },
    });
    await isEnglish(res, 'cookie locale=zz-ZZ');
  });

  it('answers an unknown URL prefix with English, or a redirect to it', async () => {
    const first = await fetch(`${shop.url}/xx${product.path}`, { redirect: 'manual' });
    expect(first.status, '/xx/products/…: no server error').toBeLessThan(500);
    const res = await fetch(`${shop.url}/xx${product.path}`);
    await isEnglish(res, '/xx/products/… (followed)');
  });
});
