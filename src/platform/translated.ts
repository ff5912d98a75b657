/**
 * Merchant text in a language: a row's translated fields over its own (NOTES, Translated
 * content), for the catalogue, the blog and policies, and the FAQ alike.
 */
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * A row with its translated fields over its own, field by field: a missing or empty translation
 * shows the default language's text (NOTES, Translated content).
 */
export function translated<T extends object>(
  row: T,
  text: Partial<Record<keyof T, unknown>> | null,
): T {
  if (!text) return row;
  const out = { ...row };
  for (const key of Object.keys(text) as (keyof T)[]) {
    const value = text[key];
    if (key in row && typeof value === 'string' && value.trim() !== '') {
      out[key] = value as T[keyof T];
    }
  }
  return out;
}

/** A language other than the shop's default, or undefined (the default reads no translation). */
export const otherLanguage = (locale: Locale | undefined) =>
  locale && locale !== DEFAULT_LOCALE ? locale : undefined;
