import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  isRtl,
  localeOfPrefix,
  localePrefix,
  localizedUrl,
  pathLanguage,
  resolveLocale,
} from './locales.ts';

describe('resolveLocale', () => {
  it('defaults to en-US', () => {
    expect(resolveLocale(undefined)).toBe('en-US');
    expect(resolveLocale('xx-YY')).toBe('en-US');
  });
  it('matches case-insensitively and by language', () => {
    expect(resolveLocale('de-de')).toBe('de-DE');
    expect(resolveLocale('fr')).toBe('fr-FR');
  });
  it('reads sp-ES as es-ES', () => {
    expect(resolveLocale('sp-ES')).toBe('es-ES');
  });
  it("reads Norwegian as the shop's no-NO however it is written (Bokmål nb, Nynorsk nn)", () => {
    for (const tag of ['no-NO', 'no', 'nb-NO', 'nb', 'nn-NO'])
      expect(resolveLocale(tag)).toBe('no-NO');
  });
  it('knows the seventeen languages and the right-to-left one', () => {
    expect(LOCALES).toHaveLength(17);
    expect(isRtl('he-IL')).toBe(true);
    expect(isRtl('en-US')).toBe(false);
  });
});

describe('language prefixes of pages', () => {
  it('gives each language but en-US a prefix of its language code, and reads it back', () => {
    expect(localePrefix('en-US')).toBe('');
    expect(localePrefix('de-DE')).toBe('/de');
    expect(localePrefix('no-NO')).toBe('/no');
    expect(localePrefix('zh-CN')).toBe('/zh');
    expect(localeOfPrefix('he')).toBe('he-IL');
    expect(localeOfPrefix('en')).toBeUndefined();
    expect(localeOfPrefix('sp')).toBeUndefined();
  });

  it('splits a prefixed path into its language and the page', () => {
    expect(pathLanguage('/de/products/linen?variant=2')).toEqual({
      kind: 'prefixed',
      locale: 'de-DE',
      rest: '/products/linen?variant=2',
    });
    expect(pathLanguage('/ja')).toEqual({ kind: 'prefixed', locale: 'ja-JP', rest: '/' });
    expect(pathLanguage('/fr?q=1')).toEqual({ kind: 'prefixed', locale: 'fr-FR', rest: '/?q=1' });
  });

  it('sends a prefix that is no language of its own where it belongs', () => {
    expect(pathLanguage('/sp/products/x')).toEqual({
      kind: 'misplaced',
      location: '/es/products/x',
    });
    expect(pathLanguage('/en/cart')).toEqual({ kind: 'misplaced', location: '/cart' });
    expect(pathLanguage('/en')).toEqual({ kind: 'misplaced', location: '/' });
    expect(pathLanguage('/xx/products/x')).toEqual({ kind: 'misplaced', location: '/products/x' });
  });

  it('leaves paths without a prefix alone', () => {
    expect(pathLanguage('/products/x')).toEqual({ kind: 'none' });
    expect(pathLanguage('/api/store/products')).toEqual({ kind: 'none' });
    expect(pathLanguage('/ab')).toEqual({ kind: 'none' });
    expect(pathLanguage('/')).toEqual({ kind: 'none' });
  });
});

describe("a link in a language's pages", () => {
  it('puts the path under the language prefix, query kept; English has none', () => {
    expect(localizedUrl('https://shop.example/track-your-order?number=7', 'de-DE')).toBe(
      'https://shop.example/de/track-your-order?number=7',
    );
    expect(localizedUrl('https://shop.example/', 'he-IL')).toBe('https://shop.example/he');
    expect(localizedUrl('https://shop.example/newsletter', 'sp-ES')).toBe(
      'https://shop.example/es/newsletter',
    );
    expect(localizedUrl('https://shop.example/newsletter', 'en-US')).toBe(
      'https://shop.example/newsletter',
    );
    expect(localizedUrl('https://shop.example/newsletter', 'xx-XX')).toBe(
      'https://shop.example/newsletter',
    );
  });
});
