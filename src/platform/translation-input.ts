import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, resolveLocale, type Locale } from './locales.ts';
import { sanitizeRichText } from './rich-text.ts';

/**
 * The language of a merchant's translation (spec section 9, Languages): one of the shop's
 * locales other than the default one, whose text is the record's own. The old alias sp-ES is
 * stored as es-ES, the locale a shopper with sp-ES is served.
 */
export const translationLocale = z
  .enum(LOCALES)
  .transform((l): Locale => resolveLocale(l))
  .refine((l) => l !== DEFAULT_LOCALE, {
    message: `${DEFAULT_LOCALE} is the default language: change the record's own text instead`,
  });

/** A translated field: text, or null to take the translation away (the default shows again). */
export const translatedText = (max: number) => z.string().max(max).nullable().optional();

/** Canonical option value → shown value. */
export const translatedValues = z.record(z.string().min(1).max(200), z.string().max(200));

/** Only the translated fields the merchant gave (undefined: keep what is stored). */
export const givenFields = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A translated rich text, sanitised on its way in (null and undefined kept as they are). */
export const cleanRichText = (html: string | null | undefined) =>
  typeof html === 'string' ? sanitizeRichText(html) : html;

/** A record a translations file names that the shop does not have: a refusal at its path. */
export const unknownName = (path: (string | number)[], what: string) => ({
  code: 'custom' as const,
  path,
  message: `no ${what} by this name`,
  input: undefined,
});
