import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshShopData,
  openBrowser,
  type RunningShop,
  type ShopData,
  SAVES_SCREENSHOTS,
  SHOTS,
  sideways,
  startShop,
} from './shop.ts';
import { hydrated, looping, watchTraffic, type Traffic } from './page-traffic.ts';
import { fillAddress, payByCard, type Collection, type Listed } from './checkout-steps.ts';

// The pages of every theme, at a desktop and a phone width: each answers, shows its main
// heading, scrolls only up and down, and axe-core finds nothing serious or critical. The live
// theme by default (vogue) walks every page type through a paid order; the other three a smoke
// walk of the pages a purchase begins with (home, collection, product, cart, the checkout's
// first step) and the 404, so four themes do not multiply the run by four. One shop
// per theme (SHOP_THEME), one after another on the same data; one browser context per width,
// kept for the whole file (its cookies are cleared between shops: they are the host's, whatever
// the port), the two widths walked side by side. The checks are soft: a page that fails one is
// named with its theme and width, and the walk goes on to the next page.

const THEMES = ['vogue', 'athena', 'venue', 'showtime'] as const;
type Theme = (typeof THEMES)[number];
/** The theme walked through every page type; the others a smoke walk. */
const FULL_WALK: Theme = 'vogue';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

let data: ShopData;
const contexts = new Map<number, BrowserContext>();
const pages = new Map<number, Page>();
const problems = new Set<string>();
const traffic = new Map<Page, Traffic>();

/** Keeps count of a page's requests, and what went wrong in its scripts. */
function watch(page: Page) {
  traffic.set(page, watchTraffic(page));
  page.on('pageerror', (e) => problems.add(`pageerror: ${e.message} at ${page.url()}`));
  page.on('console', (m) => {
    const where = new URL(page.url()).pathname;
    // The 404 page's own answer is no script's error.
    if (m.type() === 'error' && !(where === '/no-such-page' && m.text().includes('status of 404')))
      problems.add(`console: ${m.text().split('\n')[0]} at ${where}`);
  });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  await Promise.all(
    WIDTHS.map(async (viewport) => {
      const context = await openBrowser();
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      watch(page);
      contexts.set(viewport.width, context);
      pages.set(viewport.width, page);
    }),
  );
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await data?.drop();
});

/** Relative luminance (WCAG) of a computed CSS colour such as `rgb(13, 13, 16)`. */
function luminance(css: string) {
  const [r, g, b] = css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A heading that reads exactly `text`, whatever its letter case (some themes set capitals). */
const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/**
 * The pages audited with axe-core at desktop widths too, where their layout differs most from
 * the phone's (every page of every theme is audited at 390 px), in the theme that walks every
 * page type: a theme's colours and contrast are the same at both widths, and axe is most of
 * this file's time.
 */
const AUDITED_WIDE = new Set(['home', 'collection', 'product', 'cart', 'checkout-payment']);

/**
 * What a shopper notices on the page in view, each a soft check named by theme, page and
 * width: the answer's status, its main heading, nothing to scroll sideways, no serious or
 * critical axe-core violation (see AUDITED_WIDE); then a picture of the viewport. Resolves
 * with whether the page is the one asked for (its heading reads as expected).
 */
async function check(
  page: Page,
  where: { theme: Theme; name: string; width: number },
  answered: Response | null,
  heading: RegExp,
  status = 200,
): Promise<boolean> {
  const label = `${where.theme} ${where.name} at ${where.width} px`;
  const code =
    answered?.status() ??
    // Reached without loading a document (the next step of a form): its address, asked again.
    (await page.request.get(page.url())).status();
  expect.soft(code, `${label}: status of ${page.url()}`).toBe(status);
  await hydrated(page, traffic.get(page)!);
  const seen = traffic.get(page)!;
  expect.soft(looping(seen), `${label}: requests repeated in a loop`).toEqual([]);
  const h1 = page.locator('h1').first();
  const text = await h1.waitFor({ state: 'visible', timeout: 5_000 }).then(
    async () => (await h1.innerText()).trim(),
    () => undefined,
  );
  expect.soft(text, `${label}: a main heading (h1) in view`).toBeDefined();
  if (text !== undefined) expect.soft(text, `${label}: main heading (h1)`).toMatch(heading);
  expect
    .soft(await sideways(page), `${label}: px scrolling sideways (scrollWidth - innerWidth)`)
    .toBeLessThanOrEqual(0);
  if (where.width < 768 || (where.theme === FULL_WALK && AUDITED_WIDE.has(where.name))) {
    expect.soft(await serious(page), `${label}: axe serious/critical`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  if (SAVES_SCREENSHOTS)
    await page
      .screenshot({
        path: `${SHOTS}/${where.theme}-${where.name}-${where.width}.png`,
        timeout: 10_000,
      })
      .catch((error: Error) =>
        console.warn(`screenshot ${label} not taken: ${error.message.split('\n')[0]}`),
      );
  // The next check counts the next page's requests (a form's next step loads no document).
  seen.asked.clear();
  return text !== undefined && heading.test(text);
}

/** axe-core's rules whose violations are minor or moderate: none can fail `serious`. */
let mildRules: string[] | undefined;

/**
 * The serious and critical accessibility problems axe-core finds on the page, by rule and
 * element, as `seriousViolations` (shop.ts) reports them; after the first page, without the
 * rules that cannot find one (a third of axe's time here, and axe is most of this file's);
 * `within` a part of the page (a selector), as an open dialog.
 */
async function serious(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  if (mildRules) axe.disableRules(mildRules);
  const { violations } = await axe.analyze();
  mildRules ??= await page.evaluate(() =>
    (
      window as unknown as { axe: { _audit: { rules: { id: string; impact?: string }[] } } }
    ).axe._audit.rules
      .filter((r) => r.impact === 'minor' || r.impact === 'moderate')
      .map((r) => r.id),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Runs the walks side by side; fails with the first that failed, once all have ended. */
async function sideBySide(walks: Promise<void>[]) {
  const ended = await Promise.allSettled(walks);
  const failed = ended.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (failed) throw failed.reason;
}

for (const theme of THEMES) {
  describe(`theme ${theme}`, () => {
    let shop: RunningShop;
    let product: Listed;
    let collection: Collection;
    let collections: Collection[];

    beforeAll(async () => {
      shop = await startShop({ ...data, env: { ...data.env, SHOP_THEME: theme } });
      for (const context of contexts.values()) await context.clearCookies();
      const listed: Listed[] = (
        await (await fetch(`${shop.url}/api/store/products?page_size=100&with=variants`)).json()
      ).data;
      // A product with stock to spare and a price that leaves the order cheap, as checkout's.
      product = listed.find((p) =>
        p.variants.some((v) => v.buy_able && (!v.manage_stock || v.stock > 10) && v.price < 90),
      )!;
      collections = (await (await fetch(`${shop.url}/api/store/categories`)).json()).data;
      collection = collections.find((c) => c.path === '/collections/shoes') ?? collections[0]!;
    });

    afterAll(async () => {
      // Pages finish what they load while their shop still answers.
      for (const page of pages.values()) await page.goto('about:blank').catch(() => {});
      await shop?.stop();
    });

    /** Puts one of the product, with stock to spare, in the page's cart. */
    async function addToCart(page: Page) {
      const variant = product.variants.find(
        (v) => v.buy_able && (!v.manage_stock || v.stock > 10),
      )!;
      const added = await page.request.post(`${shop.url}/api/store/cart`, {
        data: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
      });
      expect(added.status()).toBe(200);
    }

    /**
     * The theme's pages at one width, in one context: every page type (browsing, cart,
     * checkout to a paid order, content, 404) for FULL_WALK, else the smoke walk.
     */
    async function walk(width: number) {
      const page = pages.get(width)!;
      const where = (name: string) => ({ theme, name, width });
      const visit = (path: string) => page.goto(`${shop.url}${path}`);

      await check(page, where('home'), await visit('/'), /\S/);
      if (FULL_WALK === theme)
        await check(
          page,
          where('collections'),
          await visit('/collections'),
          exactly('Collections'),
        );
      await check(
        page,
        where('collection'),
        await visit(collection.path),
        exactly(collection.name),
      );
      if (FULL_WALK === theme)
        await check(
          page,
          where('search'),
          await visit('/search?q=dress'),
          /^Results for .dress.$/i,
        );
      await check(page, where('product'), await visit(product.path), exactly(product.title));

      await addToCart(page);
      const cart = await visit('/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await check(page, where('cart'), cart, exactly('Your cart'));

      // The information step opened at its address, as the checkout journeys open it (and as a
      // shopper's reload or back button does).
      const information = await visit('/checkouts?step=contact_information');
      const opened = await check(page, where('checkout-information'), information, /^Checkout$/i);
      if (!opened || !(await page.getByTestId('contact-form').isVisible())) {
        // The step did not come up that way: the shopper's other way in, the cart's button.
        await visit('/cart');
        await hydrated(page, traffic.get(page)!);
        await page
          .getByRole('link', { name: /check ?out/i })
          .first()
          .click();
        await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]{32}/);
        await page.getByTestId('contact-form').waitFor();
        await check(page, where('checkout-information-from-cart'), null, /^Checkout$/i);
      }
      // Checkout strips the shop's frame so the shopper finishes: the logo, a secure note and
      // the way back to the cart; no search, menu, currency or language, no footer.
      expect(await page.locator('header.header--checkout').count(), `${theme} ${width}`).toBe(1);
      expect(await page.locator('header.header').count()).toBe(1);
      expect(await page.locator('header input, header select, footer.footer').count()).toBe(0);
      expect(await page.locator('header .header__secure').isVisible()).toBe(true);
      if (FULL_WALK !== theme) {
        const missing = await visit('/no-such-page');
        await check(page, where('404'), missing, exactly('Page not found'), 404);
        return;
      }
      await fillAddress(page);
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await page.getByTestId('shipping-form').waitFor();
      await check(page, where('checkout-shipping'), null, /^Checkout$/i);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByTestId('payment-form').waitFor();
      await check(page, where('checkout-payment'), null, /^Checkout$/i);
      await payByCard(page, '4242 4242 4242 4242');
      await page.getByTestId('order-thanks').waitFor();
      await check(page, where('thank-you'), null, exactly('Thank you for your order!'));

      const track = await visit('/track-your-order');
      await check(page, where('track-order'), track, exactly('Track your order'));
      const post = await visit('/blogs/guides/caring-for-linen');
      await check(page, where('blog-post'), post, exactly('Caring for linen'));
      const policy = await visit('/policies/refund-policy');
      await check(page, where('policy'), policy, exactly('Refund policy'));
      const missing = await visit('/no-such-page');
      await check(page, where('404'), missing, exactly('Page not found'), 404);
    }

    it(
      `renders ${theme === FULL_WALK ? 'every page type' : 'its smoke walk'} at 1280 and at 390 px`,
      { timeout: 180_000 },
      () => sideBySide(WIDTHS.map(({ width }) => walk(width))),
    );

    it('reads right to left in Hebrew on a phone: the home page', async () => {
      const page = pages.get(390)!;
      const context = contexts.get(390)!;
      await context.addCookies([{ name: 'locale', value: 'he-IL', url: shop.url }]);
      try {
        const answer = await page.goto(`${shop.url}/`);
        await check(page, { theme, name: 'home-he', width: 390 }, answer, /\S/);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      } finally {
        await context.clearCookies({ name: 'locale' });
      }
    });

    it("keeps a phone's checkout within the screen in Russian, whose words run longest", async () => {
      // A wide button's long word ("Применить") beside the coupon box once widened the column.
      const page = pages.get(390)!;
      await addToCart(page);
      const answer = await page.goto(`${shop.url}/ru/checkouts?step=contact_information`);
      await page.getByTestId('contact-form').waitFor();
      await check(page, { theme, name: 'checkout-ru', width: 390 }, answer, /\S/);
    });

    if (theme === 'vogue') {
      it("shows the merchant's preview bar above a header that stands over the first section", async () => {
        // Showtime's header lies over its slideshow; previewed, it stands below the bar.
        const page = pages.get(390)!;
        await page.goto(`${shop.url}/?preview_theme=showtime`);
        await hydrated(page, traffic.get(page)!);
        const exit = page.locator('.preview-bar a');
        const box = (await exit.boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.preview-bar a') !== null,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit, 'the Exit preview link is not covered').toBe(true);
        const bar = (await page.locator('.preview-bar').boundingBox())!;
        const header = (await page.locator('header.header').boundingBox())!;
        expect(Math.round(header.y)).toBeGreaterThanOrEqual(Math.round(bar.y + bar.height));
        // Back to the live theme (the preview is kept in a cookie until then).
        await exit.click();
        await page.waitForURL((url) => url.searchParams.get('preview_theme') === '');
        expect(await page.locator('.preview-bar').count()).toBe(0);
      });
    }

    it('follows the scroll on a phone: the header as the theme sticks it, and back to the top', async () => {
      const page = pages.get(390)!;
      await page.goto(`${shop.url}${collection.path}`);
      await hydrated(page, traffic.get(page)!);
      // The back-to-top button's code is asked for a second after the page has loaded.
      const button = page.getByTestId('back-to-top');
      await button.waitFor({ state: 'attached' });
      const asked = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const chunk = performance
          .getEntriesByType('resource')
          .find((r) => /\/LaterExtras-[^/]+\.js$/.test(r.name));
        return chunk && navigation ? chunk.startTime - navigation.loadEventStart : null;
      });
      expect(asked, 'ms from the load to the back-to-top code').toBeGreaterThanOrEqual(1000);
      expect(await button.getAttribute('data-shown')).toBe('false');

      const header = page.locator('header.header');
      const headerBottom = async () => {
        const box = (await header.boundingBox())!;
        return Math.round(box.y + box.height);
      };
      const { sticky } = JSON.parse(
        readFileSync(new URL(`../src/themes/${theme}/theme.json`, import.meta.url), 'utf8'),
      ).design.header;
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => button.getAttribute('data-shown')).toBe('true');
      if (sticky === 'always') {
        // Sticks always: in view on the way down.
        await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
      } else {
        expect(sticky).toBe('on_scroll_up');
        // Hides on the way down past 150 px, comes back on the way up (more than 20 px).
        await expect.poll(headerBottom).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 1100));
        await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
      }
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => button.getAttribute('data-shown')).toBe('false');
    });

    it(`shows the ${theme} header and its home page's lead at 1280 px`, async () => {
      const page = pages.get(1280)!;
      await page.goto(`${shop.url}/`);
      await hydrated(page, traffic.get(page)!);
      // The page's heading is the leading section's: a banner, a video or a slideshow.
      const leads = {
        vogue: 'hero',
        athena: 'hero',
        venue: 'video-section--lead',
        showtime: 'slide',
      };
      expect(await page.locator('main h1').count()).toBe(1);
      expect(
        await page.locator('main h1').evaluate((h) => h.closest('section')?.className),
      ).toContain(leads[theme]);
      const header = page.locator('header.header');
      if (theme === 'vogue') {
        // Inline: the collections' links stand in the header itself, no menu button.
        const links = header.locator('.header__nav .header__nav-extra a');
        const names = collections.slice(0, 6).map((c) => c.name);
        expect((await links.allTextContents()).map((t) => t.trim())).toEqual(names);
        for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
        expect(await header.locator('.header__menu').isVisible()).toBe(false);
      } else if (theme === 'athena') {
        // Centred: the logo's centre within 40 px of the viewport's.
        const logo = (await header.locator('.header__logo').boundingBox())!;
        expect(Math.abs(logo.x + logo.width / 2 - 1280 / 2)).toBeLessThanOrEqual(40);
        // Its home page opens with the announcement bar, right under the header: paused, it
        // stays; Next turns it to the other message.
        const bar = page.getByTestId('announcement-bar');
        const below = (await header.boundingBox())!;
        expect(Math.round((await bar.boundingBox())!.y)).toBe(Math.round(below.y + below.height));
        await bar.getByRole('button', { name: 'Pause the slides' }).click();
        const shown = bar.locator('.announcement-bar__message:not([hidden])');
        const messages = ['Free returns within 30 days', 'New in: the summer edit'];
        const first = (await shown.textContent())!;
        expect(messages).toContain(first);
        await bar.getByRole('button', { name: 'Next slide' }).click();
        await expect.poll(() => shown.textContent()).toBe(messages.find((m) => m !== first));
      } else if (theme === 'venue') {
        const names = collections.map((c) => c.name);
        // A drawer at every width. On a computer a mega menu: every collection a tile of its
        // picture (decorative: the name is the link's text), tiles side by side; following one
        // lands on its collection.
        const computer = async () => {
          const menu = header.locator('.header__menu');
          expect(await menu.isVisible()).toBe(true);
          await menu.click();
          const drawer = page.getByTestId('menu-drawer');
          await drawer.waitFor();
          const tiles = drawer.getByTestId('menu-collection');
          expect((await tiles.allTextContents()).map((t) => t.trim())).toEqual(names);
          const pictures = drawer.locator('.menu-drawer__image');
          expect(
            await pictures.evaluateAll((all) => all.map((i) => i.getAttribute('alt'))),
          ).toEqual(names.map(() => ''));
          const shown = () =>
            pictures.evaluateAll(
              (all) =>
                (all as HTMLImageElement[]).filter(
                  (i) =>
                    i.checkVisibility() && i.naturalWidth > 0 && !i.hasAttribute('data-fallback'),
                ).length,
            );
          await expect
            .poll(shown, { message: 'tile pictures loaded and shown' })
            .toBe(names.length);
          const [first, second] = [
            await tiles.nth(0).boundingBox(),
            await tiles.nth(1).boundingBox(),
          ];
          expect(Math.round(second!.y)).toBe(Math.round(first!.y));
          expect(await serious(page, '[data-testid="menu-drawer"]')).toEqual([]);
          await drawer.getByRole('link', { name: collection.name, exact: true }).click();
          await page.waitForURL((url) => url.pathname === collection.path);
          await expect
            .poll(async () => (await page.locator('h1').first().textContent())?.trim())
            .toMatch(exactly(collection.name));
          await drawer.waitFor({ state: 'detached' });
        };
        // On a phone, meanwhile, the drawer is the list it always was: the names one under
        // another, no picture.
        const phone = async () => {
          const small = pages.get(390)!;
          await small.goto(`${shop.url}/faq`);
          await small.locator('body[data-hydrated]').waitFor({ state: 'attached' });
          await small.locator('header.header .header__menu').click();
          const list = small.getByTestId('menu-drawer');
          await list.waitFor();
          const listed = list.getByTestId('menu-collection');
          expect((await listed.allTextContents()).map((t) => t.trim())).toEqual(names);
          expect(
            await list
              .locator('img')
              .evaluateAll((all) => all.filter((i) => i.checkVisibility()).length),
          ).toBe(0);
          const starts = await listed.evaluateAll((all) =>
            all.map((a) => Math.round(a.getBoundingClientRect().left)),
          );
          expect(new Set(starts).size).toBe(1);
          await small.keyboard.press('Escape');
          await list.waitFor({ state: 'detached' });
        };
        await sideBySide([computer(), phone()]);
      } else {
        // Dark: the page's background, as the browser paints it, is close to black.
        const background = await page.evaluate(() => {
          const paint = (el: Element) => getComputedStyle(el).backgroundColor;
          const transparent = (c: string) => c === 'transparent' || /rgba\(.*, 0\)$/.test(c);
          return [document.body, document.documentElement].map(paint).find((c) => !transparent(c));
        });
        expect(background, 'an opaque background on body or html').toBeDefined();
        expect(luminance(background!), `background ${background}`).toBeLessThan(0.05);
        // Its slideshow, paused, moves one slide at a time by its arrows, and its dots follow.
        const slideshow = page.getByTestId('slideshow');
        const pause = slideshow.getByRole('button', { name: 'Pause the slides' });
        if (await pause.count()) await pause.click();
        const dots = slideshow.locator('.slideshow__dot');
        expect(await dots.count()).toBeGreaterThan(1);
        const current = () =>
          dots.evaluateAll((all) =>
            all.findIndex((d) => d.getAttribute('aria-current') === 'true'),
          );
        await dots.nth(0).click();
        await expect.poll(current).toBe(0);
        await slideshow.getByRole('button', { name: 'Next slide' }).click();
        await expect.poll(current).toBe(1);
        await slideshow.getByRole('button', { name: 'Previous slide' }).click();
        await expect.poll(current).toBe(0);
        const last = (await dots.count()) - 1;
        await dots.nth(last).click();
        await expect.poll(current).toBe(last);
      }
    });

    it(`lays out ${theme}'s product page and cards as its design says, at 1280 px`, async () => {
      const page = pages.get(1280)!;
      const design = JSON.parse(readFileSync(`src/themes/${theme}/theme.json`, 'utf8')) as {
        design: { product_page: { gallery: string; sticky_details: boolean } };
        settings: { product_card: { image_ratio: string; text_align?: string; border?: boolean } };
      };
      // The card: its picture's shape, its text's alignment, its border.
      await page.goto(`${shop.url}${collection.path}`);
      const card = page.locator('.card').first();
      const media = (await card.locator('.card__media').boundingBox())!;
      const [w, h] = design.settings.product_card.image_ratio.split('/').map(Number) as [
        number,
        number,
      ];
      expect(media.width / media.height, `${theme} card picture`).toBeCloseTo(w / h, 1);
      const title = await card
        .locator('.card__title')
        .evaluate((el) => getComputedStyle(el).textAlign);
      expect(title).toBe(design.settings.product_card.text_align ?? 'start');
      const border = await card.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
      expect(border > 0, `${theme} card border`).toBe(design.settings.product_card.border ?? false);

      // The gallery: thumbnails under the picture, beside it, or every picture one under another.
      await page.goto(`${shop.url}${product.path}`);
      const gallery = page.locator('.gallery').first();
      const layout = design.design.product_page.gallery;
      expect(await gallery.getAttribute('class')).toContain(`gallery--${layout}`);
      if (layout === 'stacked') {
        const pictures = gallery.locator('.gallery__stack img');
        expect(await pictures.count()).toBeGreaterThan(1);
        const [first, second] = [
          (await pictures.nth(0).boundingBox())!,
          (await pictures.nth(1).boundingBox())!,
        ];
        expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
      } else {
        const main = (await gallery.locator('.gallery__main').boundingBox())!;
        const thumbs = (await gallery.locator('.gallery__thumbs').boundingBox())!;
        if (layout === 'thumbnails_below') {
          expect(thumbs.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
        } else {
          // Beside: on the inline start, level with the picture.
          expect(thumbs.x + thumbs.width).toBeLessThanOrEqual(main.x + 1);
          expect(Math.abs(thumbs.y - main.y)).toBeLessThan(main.height / 2);
        }
      }
      // The details stay in view while the gallery scrolls by.
      const sticky = await page
        .locator('.product__layout > *')
        .last()
        .evaluate((el) => getComputedStyle(el).position);
      expect(sticky).toBe(design.design.product_page.sticky_details ? 'sticky' : 'static');
    });
  });
}

describe('every theme', () => {
  it('had no script errors on the way', () => {
    expect([...problems]).toEqual([]);
  });
});
