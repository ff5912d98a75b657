import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../storefront/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(t.database.kind);
  });

  it('sends protective headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/store/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'The page you are looking for does not exist.',
    });
  });

  it('answers in the language of X-LANG, else the locale cookie, else en-US', async () => {
    const german = messages('de-DE')['error.product_not_found']!;
    const english = messages('en-US')['error.product_not_found']!;
    expect(german).not.toBe(english);
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/store/products/nope', headers });
    const byHeader = await ask({ 'x-lang': 'de-DE' });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json().message).toBe(german);
    expect((await ask({ cookie: 'locale=de-DE' })).json().message).toBe(german);
    // The header wins over the cookie.
    expect((await ask({ 'x-lang': 'en-US', cookie: 'locale=de-DE' })).json().message).toBe(english);
    expect((await ask({})).json().message).toBe(english);
  });

  it('answers in the language asked for, and in en-US for a language the shop does not speak', async () => {
    const ask = async (lang: string) =>
      (await t.app.inject({ url: '/api/store/products/nope', headers: { 'x-lang': lang } })).json()
        .message;
    expect(await ask('fi-FI')).toBe(messages('fi-FI')['error.product_not_found']);
    expect(await ask('xx-XX')).toBe(messages('en-US')['error.product_not_found']);
  });
});
