import { IntlMessageFormat } from 'intl-messageformat';
import {
  LOCALES,
  intlTag,
  loadMessages,
  type Locale,
  type Messages,
} from '../storefront/i18n/locales.ts';

/** Server-side message catalogues, loaded once at start. */
export interface Translator {
  (locale: Locale, key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** Loads every locale's messages and returns a translator that falls back to the key itself. */
export async function createTranslator(): Promise<Translator> {
  const catalogues = new Map<Locale, Messages>();
  await Promise.all(LOCALES.map(async (l) => catalogues.set(l, await loadMessages(l))));
  const compiled = new Map<string, IntlMessageFormat>();
  const translate = ((locale, key, values) => {
    const source = catalogues.get(locale)?.[key];
    if (source === undefined) return key;
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, intlTag(locale));
      compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  }) as Translator;
  translate.has = (key) => catalogues.get('en-US')?.[key] !== undefined;
  return translate;
}
