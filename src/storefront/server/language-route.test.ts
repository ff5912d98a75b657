import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/locale',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

describe('the language selector (S2-56, S2-87)', () => {
  it("sets the locale cookie for a year and goes back to the page, under the language's URL", async () => {
    const res = await choose({ locale: 'de-DE', return_to: '/products/linen-wrap-dress?x=1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/products/linen-wrap-dress?x=1');
    // English, the default, lives without a prefix; the home page of a language is its prefix.
    expect((await choose({ locale: 'en-US', return_to: '/cart' })).headers.location).toBe('/cart');
    expect((await choose({ locale: 'ja-JP', return_to: '/' })).headers.location).toBe('/ja');
    const cookie = res.cookies.find((c) => c.name === 'locale')!;
    expect(cookie.value).toBe('de-DE');
    expect(cookie.path).toBe('/');
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The page it goes back to is in German, its footer offering the languages.
    const page = await t.app.inject({
      method: 'GET',
      url: '/products/linen-wrap-dress',
      cookies: { locale: 'de-DE' },
    });
    expect(page.body).toContain('lang="de-DE"');
    expect(page.body).toContain('Wickelkleid Leinen');
    expect(page.body).toMatch(/<option[^>]*value="he-IL"[^>]*>עברית<\/option>/);
    expect(page.body).toMatch(/<option[^>]*value="de-DE"[^>]*selected=""/);
  });

  it('never sends the shopper to another site', async () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const res = await choose({ locale: 'he-IL', return_to: target });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/he');
    }
  });

  it('refuses a language the shop does not offer, in the shopper language', async () => {
    const res = await choose({ locale: 'xx-XX' }, { 'x-lang': 'de-DE' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'invalid_locale',
      message: 'Diese Sprache bietet der Shop nicht an.',
      errors: { locale: 'Diese Sprache bietet der Shop nicht an.' },
    });
    expect(res.cookies.find((c) => c.name === 'locale')).toBeUndefined();
  });
});
