import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * `?preview_theme=<name>`: the merchant sees another theme for one visit; shoppers, and the
 * shared cache, never do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, cookies });
const themeOf = (html: string) => /<html [^>]*data-theme="([a-z]+)"/.exec(html)?.[1];

describe('previewing a theme', () => {
  it('shows the asked theme to the merchant, privately, and keeps it for the visit', async () => {
    // The live page is in the shared cache first.
    expect(themeOf((await get('/collections/dresses')).body)).toBe('vogue');
    const res = await get('/collections/dresses?preview_theme=athena');
    expect(themeOf(res.body)).toBe('athena');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('You are previewing the athena theme.');
    expect(res.body).toContain('href="/collections/dresses?preview_theme="');
    // Athena's own design: its header is centred.
    expect(res.body).toContain('header--centered');
    const cookie = res.cookies.find((c) => c.name === 'preview_theme')!;
    expect(cookie).toMatchObject({ value: 'athena', httpOnly: true, path: '/' });
    expect(cookie.expires).toBeUndefined();
    // The next page of the visit, not from the live theme's cache.
    const next = await get('/collections/dresses', { preview_theme: 'athena' });
    expect(themeOf(next.body)).toBe('athena');
    expect(next.headers['cache-control']).toBe('private, no-store');
  });

  it('never mixes a preview into the live theme’s cached pages', async () => {
    await get('/collections/shoes?preview_theme=showtime');
    await get('/collections/shoes', { preview_theme: 'showtime' });
    const shopper = await get('/collections/shoes');
    expect(themeOf(shopper.body)).toBe('vogue');
    expect(shopper.body).not.toContain('preview-bar');
    expect(shopper.headers['cache-control']).toMatch(/^public/);
  });

  it('ends with an empty or unknown name, or the live theme’s own', async () => {
    for (const ended of ['', 'vogue', 'nocturne']) {
      const res = await get(`/?preview_theme=${ended}`, { preview_theme: 'venue' });
      expect(res.statusCode).toBe(200);
      expect(themeOf(res.body)).toBe('vogue');
      expect(res.cookies.find((c) => c.name === 'preview_theme')?.value).toBe('');
    }
  });
});
