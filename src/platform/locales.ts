/** The shopper languages of spec section 9, Languages. */
export const LOCALES = [
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pt-PT',
  'ru-RU',
  'sp-ES',
  'sv-SE',
  'zh-CN',
] as const;

/** A supported locale code. */
export type Locale = (typeof LOCALES)[number];

/** The language used when a request names none (spec section 9, Storage and session). */
export const DEFAULT_LOCALE: Locale = 'en-US';

// sp-ES is an old alias of es-ES (spec NOTES, Words and codes).
const ALIASES: Record<string, Locale> = { 'sp-ES': 'es-ES' };

/** Maps what a request says (X-LANG, cookie) to a supported locale, falling back to en-US. */
export function resolveLocale(input: string | undefined | null): Locale {
  if (!input) return DEFAULT_LOCALE;
  const wanted = input.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return ALIASES[exact] ?? exact;
  const asked = wanted.split(/[-_]/)[0]!;
  // Norwegian written as Bokmål (nb) or Nynorsk (nn), as browsers and Intl name it, is no-NO.
  const language = asked === 'nb' || asked === 'nn' ? 'no' : asked;
  const byLanguage = LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`));
  return byLanguage ? (ALIASES[byLanguage] ?? byLanguage) : DEFAULT_LOCALE;
}

/** The BCP 47 tag that Intl and the html lang attribute should see (no-NO is Bokmål). */
export function intlTag(locale: Locale): string {
  return locale === 'no-NO' ? 'nb-NO' : locale;
}

/** Whether the locale is written right to left. */
export function isRtl(locale: Locale): boolean {
  return locale === 'he-IL';
}

/** A catalogue of ICU messages by key, as written in the message files. */
export type Messages = Record<string, string>;

/** The languages whose pages have a URL prefix of their own: all but en-US and the alias. */
const PREFIXED = LOCALES.filter((l) => l !== DEFAULT_LOCALE && ALIASES[l] === undefined);

/**
 * The URL prefix of a language's pages (`/de/products/…`, as Shopify Markets' subfolders):
 * its language code; en-US, the default, has none.
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale.slice(0, 2).toLowerCase()}`;
}

/** The language a URL prefix names (`de` → de-DE), if it names one that has pages. */
export function localeOfPrefix(segment: string): Locale | undefined {
  return PREFIXED.find((l) => localePrefix(l) === `/${segment}`);
}

/** What a request's path says of its language. */
export type PathLanguage =
  /** The path is under a language's prefix: that language, and the path without it. */
  | { kind: 'prefixed'; locale: Locale; rest: string }
  /** A prefix that is not a language's own (`/en/`, `/sp/`, `/xx/`): where it belongs. */
  | { kind: 'misplaced'; location: string }
  | { kind: 'none' };

/**
 * Reads the language prefix of a URL (path and query). `/en/…` and an unknown two-letter
 * prefix go to the page without it, `/sp/…` (sp-ES, an alias) to `/es/…`.
 */
export function pathLanguage(url: string): PathLanguage {
  const match = /^\/([a-z]{2})(?=\/|\?|$)(.*)$/.exec(url);
  if (!match) return { kind: 'none' };
  const [, segment, after] = match as unknown as [string, string, string];
  const rest = after.startsWith('/') ? after : `/${after}`;
  const locale = localeOfPrefix(segment);
  if (locale) return { kind: 'prefixed', locale, rest };
  const alias = LOCALES.find((l) => localePrefix(l) === `/${segment}` && ALIASES[l]);
  if (alias) return { kind: 'misplaced', location: `${localePrefix(ALIASES[alias]!)}${rest}` };
  // A bare two-letter path (`/ab`) is a page that does not exist, not a language.
  if (segment === 'en' || after.startsWith('/')) return { kind: 'misplaced', location: rest };
  return { kind: 'none' };
}

/** The languages whose pages exist, each at its own URLs: all but the alias sp-ES. */
export const PAGE_LOCALES = LOCALES.filter((l) => ALIASES[l] === undefined);

/** A shop path as a language's URL writes it (`/products/x` → `/de/products/x`, `/` → `/de`). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * An address of the shop's (absolute, with the origin) in the pages of a language: its path
 * under the language's prefix (`/de/track-your-order`), so that a mail's link opens the page in
 * the language the mail is written in, whatever cookie the browser has.
 */
export function localizedUrl(url: string, locale: string): string {
  const prefix = localePrefix(resolveLocale(locale));
  if (!prefix) return url;
  const at = new URL(url);
  at.pathname = at.pathname === '/' ? prefix : `${prefix}${at.pathname}`;
  return at.toString();
}
