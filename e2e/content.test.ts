import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
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

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  data = await freshShopData();
  shop = await startShop(data);
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // The video hosts are not reachable here: a refused embed is not the shop's error.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/youtube|vimeo|ERR_/i.test(m.text())) {
      problems.push(`console: ${m.text()}`);
    }
  });
  // Nothing leaves the machine: requests to other hosts are answered empty.
  await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204 }));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await data?.drop();
});

/** The file name of the picture the gallery shows large. */
const mainImage = (p: Page) =>
  p
    .locator('.gallery__main img')
    .first()
    .evaluate((img) => (img as HTMLImageElement).src);

describe('the gallery, the FAQ, the videos and the product list', () => {
  it('turns the gallery by buttons, by a swipe of 50 px, and zooms on demand', async () => {
    const [product] = (
      await (await fetch(`${shop.url}/api/store/products?page_size=50&with=gallery`)).json()
    ).data.filter((p: { gallery: unknown[] }) => p.gallery.length >= 3);
    await page.goto(`${shop.url}${product.path}`);
    await settled(page);
    const first = await mainImage(page);
    const previous = page.getByRole('button', { name: 'Previous image' });
    const next = page.getByRole('button', { name: 'Next image' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await next.click();
    await expect
      .poll(() => page.getByTestId('gallery-status').textContent())
      .toBe(`Image 2 of ${product.gallery.length}`);
    expect(await mainImage(page)).not.toBe(first);
    await previous.click();
    await expect.poll(() => mainImage(page)).toBe(first);

    // A touch swipe: 40 px does nothing, 80 px to the left shows the next picture.
    const swipe = async (dx: number) => {
      const box = (await page.locator('.gallery__main').boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.locator('.gallery__main').dispatchEvent('pointerdown', { clientX: x, clientY: y });
      await page
        .locator('.gallery__main')
        .dispatchEvent('pointerup', { clientX: x + dx, clientY: y });
    };
    await swipe(-40);
    expect(await mainImage(page)).toBe(first);
    await swipe(-80);
    await expect
      .poll(() => page.getByTestId('gallery-status').textContent())
      .toBe(`Image 2 of ${product.gallery.length}`);

    // The zoom: loaded when asked, a modal dialog; Escape closes it and focus comes back.
    const zoom = page.getByRole('button', { name: 'Zoom image' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zoom image' });
    await dialog.waitFor();
    const magnify = page.getByRole('button', { name: 'Magnify the image' });
    await magnify.click();
    await expect(magnify.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(
      await page.getByTestId('zoom-image').evaluate((i) => getComputedStyle(i).transform),
    ).not.toBe('none');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(zoom.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  });

  it('shows a picture that cannot load as the default image, at its size', async () => {
    const [product] = (await (await fetch(`${shop.url}/api/store/products?page_size=1`)).json())
      .data;
    await page.route(/\/media\/.*-\d+\.webp$/, (route) => route.fulfill({ status: 404 }));
    await page.goto(`${shop.url}${product.path}`);
    await settled(page);
    const main = page.locator('.gallery__main img').first();
    await expect.poll(() => main.getAttribute('data-fallback')).toBe('');
    const box = (await main.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    await page.unroute(/\/media\/.*-\d+\.webp$/);
    // The pictures refused on purpose are the only errors the page logged.
    expect(problems.every((p) => p.includes('404'))).toBe(true);
    problems.length = 0;
  });

  it('answers questions from the footer, opening each by keyboard', async () => {
    await page.goto(shop.url);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Questions and answers' })
      .click();
    await page.waitForURL(/\/faq$/);
    await page.getByRole('heading', { level: 1, name: 'Questions and answers' }).waitFor();
    const question = page.getByText('What is your return policy?');
    const answer = page.getByText('You have 30 days from delivery');
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Returns' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'faq');
    // The home page carries a few of them, and the way to all.
    await page.goto(shop.url);
    expect(await page.locator('.faq__item').count()).toBe(4);
  });

  it('lists the videos and plays one in place only when asked', async () => {
    await page.goto(`${shop.url}/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    expect(await page.locator('.video').count()).toBe(4);
    // No player, and so nothing from the video hosts, before the shopper plays one.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'videos');
    await page.getByRole('link', { name: 'Play: The linen edit' }).click();
    const player = page.getByTestId('video-player');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    // Shop the video: the product list of its products.
    await page
      .getByRole('article', { name: 'The linen edit' })
      .getByRole('link', { name: /Shop the video \(3 products\)/ })
      .click();
    await page.waitForURL(/\/products\?ids=/);
    await page.getByRole('heading', { level: 1, name: 'Products in the video' }).waitFor();
    expect(await page.locator('.card').count()).toBe(3);
  });

  it('lists every product, filtered and sorted', async () => {
    await page.goto(`${shop.url}/products`);
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
    const count = Number((await page.locator('.listing__count').textContent())!.split(' ')[0]);
    const total = (await (await fetch(`${shop.url}/api/store/products?page_size=1`)).json()).total;
    expect(count).toBe(total);
    expect(await page.locator('.card').count()).toBe(24);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'product-list');
    expect(problems).toEqual([]);
  });
});

describe('the contact page, the privacy notice and the sibling shops', () => {
  it('sends the contact form through the API: a wrong e-mail is marked, then it is sent', async () => {
    await page.goto(shop.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Your message').fill('Can I still change the size of my order?');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/store/contact_service'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await refused).status()).toBe(422);
    const email = page.getByLabel('E-mail');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-email-error').textContent()).toBe(
      'Enter a valid e-mail address.',
    );
    expect(await email.evaluate((e) => e === document.activeElement)).toBe(true);
    await saveScreenshots(page, 'contact-error');
    await email.fill('ada@example.com');
    // Changed, the address is no longer said to be wrong; the server rules on it at the send.
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#contact-email-error').count()).toBe(0);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/store/contact_service'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(200);
    await expect
      .poll(() => page.getByTestId('contact-sent').textContent())
      .toBe('Thank you: your message has been sent. We answer within two working days.');
    expect(await page.getByLabel('Your message').inputValue()).toBe('');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    // The refusal asked for on purpose is the only error the page logged.
    expect(problems.every((p) => p.includes('422'))).toBe(true);
    problems.length = 0;
  });

  it('sends the contact form without JavaScript, and says what is wrong in Hebrew', async () => {
    const plain = await openBrowser({ javaScriptEnabled: false });
    try {
      const p = await plain.newPage();
      await p.goto(`${shop.url}/contact`);
      await p.getByLabel('Your name').fill('Bo');
      await p.getByLabel('E-mail').fill('bo@example.com');
      await p.getByLabel('Your message').fill('Hello');
      await p.getByRole('button', { name: 'Send message' }).click();
      await p.waitForURL(/\/contact\?sent=1$/);
      expect(await p.getByTestId('contact-sent').textContent()).toContain('Thank you');
      await plain.addCookies([{ name: 'locale', value: 'he-IL', url: shop.url }]);
      await p.goto(`${shop.url}/contact`);
      expect(await p.locator('html').getAttribute('dir')).toBe('rtl');
      await p.getByLabel('השם שלך').fill('דנה');
      await p.getByLabel('דוא״ל').fill('dana@');
      await p.getByLabel('ההודעה שלך').fill('שלום');
      const answer = p.waitForResponse((r) => r.url().endsWith('/contact'));
      await p.getByRole('button', { name: 'שליחת ההודעה' }).click();
      expect((await answer).status()).toBe(422);
      expect(await p.locator('#contact-email-error').textContent()).toBe(
        'יש להזין כתובת דוא״ל תקינה.',
      );
      // What the shopper wrote is still there.
      expect(await p.getByLabel('ההודעה שלך').inputValue()).toBe('שלום');
      await saveScreenshots(p, 'contact-he');
    } finally {
      await plain.close();
    }
  });

  it('shows the privacy notice on a first visit, over the page; accepted, it stays away', async () => {
    const first = await openBrowser({ privacyNotice: true });
    try {
      const p = await first.newPage();
      await p.goto(shop.url);
      const notice = p.getByRole('complementary', { name: 'Privacy notice' });
      await notice.waitFor();
      // Drawn after hydration over the page: the server's page has none, nothing moved.
      expect(await (await fetch(shop.url)).text()).not.toContain('privacy-notice');
      expect(await notice.evaluate((n) => getComputedStyle(n).position)).toBe('fixed');
      // Every section's code has arrived and hydrated: none of them was dropped and redrawn
      // meanwhile (as a provider's change applied at once, outside a transition, would do).
      await settled(p);
      expect(await p.locator('.image-card').count()).toBe(4);
      // Every shift since the page began is buffered: read them once the page has loaded and
      // drawn two more frames, whatever the machine's speed.
      await p.waitForLoadState('load');
      const shift = await p.evaluate(
        () =>
          new Promise<number>((resolve) => {
            type Shift = PerformanceEntry & { value: number };
            let sum = 0;
            const add = (entries: PerformanceEntry[]) => {
              for (const e of entries as Shift[]) sum += e.value;
            };
            const observer = new PerformanceObserver((list) => add(list.getEntries()));
            observer.observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                // What was buffered and not yet delivered to the callback.
                add(observer.takeRecords());
                observer.disconnect();
                resolve(sum);
              }),
            );
          }),
      );
      expect(shift).toBeLessThan(0.01);
      expect(
        await notice.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href'),
      ).toBe('/policies/privacy-policy');
      expect(await seriousViolations(p)).toEqual([]);
      await saveScreenshots(p, 'privacy-notice', { fullPage: false });
      await notice.getByRole('button', { name: 'Accept' }).click();
      await notice.waitFor({ state: 'detached' });
      await p.reload();
      await settled(p);
      // Kept as an expiring entry (data, time, expire) for a year.
      const kept = JSON.parse((await p.evaluate(() => localStorage.getItem('privacy_notice')))!);
      expect(kept).toMatchObject({ data: 'accepted', expire: 365 * 24 * 3600 * 1000 });
      expect(await p.getByTestId('privacy-notice').count()).toBe(0);
      // A year and a day later the notice asks again.
      await p.evaluate(() => {
        const entry = JSON.parse(localStorage.getItem('privacy_notice')!);
        entry.time -= 366 * 24 * 3600 * 1000;
        localStorage.setItem('privacy_notice', JSON.stringify(entry));
      });
      await p.reload();
      await p.getByTestId('privacy-notice').waitFor();
    } finally {
      await first.close();
    }
  });

  it('links the sibling shops from the footer, each in its own language', async () => {
    const { data: sites } = await (await fetch(`${shop.url}/api/app/multi_sites`)).json();
    expect(sites.length).toBe(2);
    await page.goto(shop.url);
    const nav = page.getByRole('navigation', { name: 'Our shops' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(2);
    for (const [i, site] of sites.entries()) {
      const link = links.nth(i);
      expect(await link.textContent()).toBe(site.name);
      expect(await link.getAttribute('href')).toBe(site.url);
      expect(await link.getAttribute('hreflang')).toBe(site.locale);
    }
    expect(problems).toEqual([]);
  });
});
