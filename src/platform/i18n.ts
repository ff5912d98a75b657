import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, intlTag, type Locale, type Messages } from './locales.ts';

/** An amount of money in a message: formatted in the shopper's language when translated. */
export interface MoneyValue {
  money: number;
  currency: string;
}

/** What a message interpolates: text, numbers and amounts of money. */
export type MessageValue = string | number | MoneyValue;

const moneyFormats = new Map<string, Intl.NumberFormat>();
function formatMoneyValue(locale: string, { money, currency }: MoneyValue): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(money);
}

/** Server-side message catalogues, loaded once at start. */
export interface Translator {
  (locale: Locale, key: string, values?: Record<string, MessageValue>): string;
  has(key: string): boolean;
  /** A message's text as the catalogue writes it (ICU), in a language; undefined if unknown. */
  source(locale: Locale, key: string): string | undefined;
}

/**
 * A translator over the given catalogues (each already filled from en-US where it lacks a key);
 * an unknown key comes back as itself.
 */
export function createTranslator(catalogues: ReadonlyMap<Locale, Messages>): Translator {
  const compiled = new Map<string, IntlMessageFormat>();
  const translate = ((locale, key, values) => {
    const source = (catalogues.get(locale) ?? catalogues.get(DEFAULT_LOCALE))?.[key];
    if (source === undefined) return key;
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, intlTag(locale));
      compiled.set(cacheKey, format);
    }
    if (values && Object.values(values).some((v) => typeof v === 'object')) {
      const tag = intlTag(locale);
      values = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          typeof v === 'object' ? formatMoneyValue(tag, v) : v,
        ]),
      );
    }
    return String(format.format(values));
  }) as Translator;
  translate.has = (key) => catalogues.get(DEFAULT_LOCALE)?.[key] !== undefined;
  translate.source = (locale, key) =>
    (catalogues.get(locale) ?? catalogues.get(DEFAULT_LOCALE))?.[key];
  return translate;
}

/** Translates a message key into one shopper's language. */
export type Translate = (key: string, values?: Record<string, MessageValue>) => string;
