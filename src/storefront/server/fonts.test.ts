import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../platform/config.ts';
import { IMMUTABLE } from '../../platform/cache-control.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { FONT_FAMILIES, type FontFamilyName } from '../theme/fonts.ts';
import { FONTS_PATH } from './fonts.ts';

/**
 * The themes' fonts as a shopper's browser gets them: declared in the page's theme CSS, the
 * first paint's files preloaded, each file served by the shop itself for good.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const themeStyle = (html: string) => /<style>(.*?)<\/style>/s.exec(html)![1]!;
const fontPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g,
    ),
  ].map((m) => m[1]!);
const fontUrls = (css: string) => [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!);
const declaredFamilies = (css: string) =>
  new Set([...css.matchAll(/@font-face\{font-family:"([^"]+)"/g)].map((m) => m[1]!));

describe("the theme's fonts on a page", () => {
  it('in en-US: the latin faces of its two families, swapped in, both files preloaded', async () => {
    const html = await page('/');
    const css = themeStyle(html);
    // vogue: Brygada 1918 for headings, Source Sans 3 for the body, each with its sized local face.
    expect(declaredFamilies(css)).toEqual(
      new Set(['Brygada 1918', 'Brygada 1918 fallback', 'Source Sans 3', 'Source Sans 3 fallback']),
    );
    expect(fontUrls(css)).toEqual([
      expect.stringMatching(/^\/fonts\/brygada-1918-latin\.[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/fonts\/source-sans-3-latin\.[0-9a-f]{10}\.woff2$/),
    ]);
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(fontPreloads(html)).toEqual(fontUrls(css));
  });

  it('in ru-RU: the cyrillic faces too, and the cyrillic files preloaded', async () => {
    const html = await page('/ru/');
    const urls = fontUrls(themeStyle(html));
    expect(urls.map((u) => u.replace(/\.[0-9a-f]{10}\.woff2$/, ''))).toEqual([
      '/fonts/brygada-1918-latin',
      '/fonts/brygada-1918-cyrillic',
      '/fonts/source-sans-3-latin',
      '/fonts/source-sans-3-cyrillic',
    ]);
    expect(fontPreloads(html)).toEqual([urls[1], urls[3]]);
  });

  it('in ja-JP and he-IL: the latin faces for the Latin text, no preload, no local face', async () => {
    for (const prefix of ['/ja/', '/he/']) {
      const html = await page(prefix);
      const css = themeStyle(html);
      expect(fontPreloads(html), prefix).toEqual([]);
      expect(declaredFamilies(css)).toEqual(new Set(['Brygada 1918', 'Source Sans 3']));
      expect(fontUrls(css).every((u) => /-latin\./.test(u))).toBe(true);
      // Their script is drawn by the system stack that follows the family.
      expect(css).toContain(
        '--font-body:"Source Sans 3","Source Sans 3 fallback","Helvetica Neue"',
      );
    }
  });

  it("of each theme declares only that theme's families, from the shop", async () => {
    for (const theme of THEMES) {
      for (const prefix of ['/', '/ru/', '/ja/']) {
        const html = await page(`${prefix}?preview_theme=${theme}`);
        const css = themeStyle(html);
        const families = [...declaredFamilies(css)].filter((f) => !f.endsWith(' fallback'));
        expect(families.length, theme).toBeGreaterThan(0);
        for (const family of families) {
          const files = FONT_FAMILIES[family as FontFamilyName].file;
          expect(css, `${theme} ${family}`).toContain(`url(${FONTS_PATH}/${files}-latin.`);
        }
        // No other host: every URL of the theme's CSS is a path of the shop's own.
        for (const url of fontUrls(css)) expect(url).toMatch(/^\/fonts\/[\w-]+\.[0-9a-f]+\.woff2$/);
        expect(css).not.toContain('//');
        expect(fontPreloads(html).every((href) => fontUrls(css).includes(href))).toBe(true);
      }
    }
  });

  it('costs a page about 1 KB of HTML at most: 1.1 KB in a Latin script, 1.5 KB in Russian', async () => {
    // Its faces, its preloads, and the families' names before the system stacks.
    const fontBytes = (html: string) =>
      Buffer.byteLength(
        [
          ...html.matchAll(/@font-face\{[^}]*\}|<link rel="preload" href="\/fonts[^>]*>\n/g),
          ...html.matchAll(/(?<=--font-(?:body|heading):)"[^"]+","[^"]+ fallback",/g),
        ]
          .map((m) => m[0])
          .join(''),
      );
    for (const theme of THEMES) {
      const costs = await Promise.all(
        ['/', '/ru/', '/ja/'].map(async (prefix) =>
          fontBytes(await page(`${prefix}?preview_theme=${theme}`)),
        ),
      );
      const [latin, russian, japanese] = costs as [number, number, number];
      expect(latin, theme).toBeGreaterThan(300);
      expect(latin, theme).toBeLessThanOrEqual(1_100);
      expect(russian, theme).toBeLessThanOrEqual(1_500);
      expect(japanese, theme).toBeLessThan(latin);
    }
  });
});

describe('the font files', () => {
  it('answer 200 as font/woff2, cached for good, and 304 to a browser that has them', async () => {
    const urls = new Set<string>();
    for (const theme of THEMES) {
      for (const prefix of ['/', '/ru/']) {
        for (const url of fontUrls(themeStyle(await page(`${prefix}?preview_theme=${theme}`)))) {
          urls.add(url);
        }
      }
    }
    // Seven families, latin and cyrillic each.
    expect(urls.size).toBe(14);
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      // A woff2 file (its signature), whole.
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('are only the themes’ files: any other name is not found', async () => {
    for (const url of [
      `${FONTS_PATH}/brygada-1918-latin.woff2`,
      `${FONTS_PATH}/brygada-1918-latin.0000000000.woff2`,
      `${FONTS_PATH}/..%2F..%2Fpackage.json`,
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
