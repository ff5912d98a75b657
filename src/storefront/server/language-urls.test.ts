import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Each language's pages at URLs of their own (`/de/products/…`, Shopify Markets' subfolders):
 * what search engines index, what a shared cache keeps, what a shopper's link keeps.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, cookies = {}) =>
  t.app.inject({ method: 'GET', url, headers, cookies });
const SLUG = '/products/linen-wrap-dress';

describe('pages under a language prefix', () => {
  it('shows the page in that language, its links and forms under the same prefix', async () => {
    const res = await get(`/de${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="de-DE" dir="ltr"/);
    expect(res.body).toContain('In den Warenkorb');
    expect(res.body).toContain('Wickelkleid Leinen');
    expect(res.body).toContain('href="/de/cart"');
    expect(res.body).toContain('href="/de/collections"');
    expect(res.body).not.toMatch(/href="\/collections"/);
    expect(res.body).toMatch(/<form[^>]*action="\/de\/products\/linen-wrap-dress"/);
    // The browser's router takes the prefix as its basename.
    expect(res.body).toContain('"basename":"/de"');
  });

  it('is in the URL’s language whatever the cookie or X-LANG say, and varies on neither', async () => {
    const res = await get(`/ja${SLUG}`, { 'x-lang': 'fr-FR' }, { locale: 'de-DE' });
    expect(res.body).toMatch(/<html lang="ja-JP"/);
    expect(res.body).toContain('カートに入れる');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(String(res.headers.vary ?? '')).not.toMatch(/X-LANG|Cookie/i);
    // Right to left where the language reads so.
    expect((await get(`/he${SLUG}`)).body).toMatch(/<html lang="he-IL" dir="rtl"/);
  });

  it('names its canonical URL and the page in every language (hreflang)', async () => {
    const body = (await get(`/fr${SLUG}`)).body;
    expect(body).toContain(`<link rel="canonical" href="http://localhost/fr${SLUG}">`);
    expect(body).toContain(
      `<link rel="alternate" hreflang="en-US" href="http://localhost${SLUG}">`,
    );
    expect(body).toContain(
      `<link rel="alternate" hreflang="nb-NO" href="http://localhost/no${SLUG}">`,
    );
    expect(body).toContain(
      `<link rel="alternate" hreflang="x-default" href="http://localhost${SLUG}">`,
    );
    expect(body.match(/rel="alternate" hreflang=/g)).toHaveLength(17);
    // A language's home page is its prefix.
    const home = (await get('/de')).body;
    expect(home).toContain('<link rel="canonical" href="http://localhost/de">');
  });

  it('never hands one language’s cached page to another', async () => {
    expect((await get(`/de${SLUG}`)).body).toMatch(/<html lang="de-DE"/);
    expect((await get(SLUG)).body).toMatch(/<html lang="en-US"/);
    expect((await get(`/ko${SLUG}`)).body).toMatch(/<html lang="ko-KR"/);
    expect((await get(`/de${SLUG}`)).body).toMatch(/<html lang="de-DE"/);
  });

  it('sends a prefix that is no language of its own where it belongs, never a 5xx', async () => {
    const sp = await get(`/sp${SLUG}?variant=2`);
    expect(sp.statusCode).toBe(301);
    expect(sp.headers.location).toBe(`/es${SLUG}?variant=2`);
    expect((await get('/en/cart')).headers.location).toBe('/cart');
    expect((await get(`/xx${SLUG}`)).headers.location).toBe(SLUG);
    // A prefixed page that does not exist is that language's 404.
    const missing = await get('/de/products/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="de-DE"/);
  });

  it('lists every page of the sitemap with its alternates in each language', async () => {
    const listed = (await get('/sitemaps/products-1.xml')).body;
    expect(listed).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(listed).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="http://localhost/zh${SLUG}"/>`,
    );
    const pages = (await get('/sitemaps/pages.xml')).body;
    expect(pages).toContain(
      '<xhtml:link rel="alternate" hreflang="he-IL" href="http://localhost/he"/>',
    );
  });
});

describe('pages without a prefix', () => {
  it('keep the language of X-LANG or the cookie, private to that shopper, links unprefixed', async () => {
    const res = await get(SLUG, {}, { locale: 'de-DE' });
    expect(res.body).toMatch(/<html lang="de-DE"/);
    expect(res.body).toContain('href="/cart"');
    expect(res.headers['cache-control']).toMatch(/^private/);
    // Its canonical is the German page's own URL.
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost/de${SLUG}">`);
  });
});
