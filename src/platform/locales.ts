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
  const language = wanted.split(/[-_]/)[0];
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
