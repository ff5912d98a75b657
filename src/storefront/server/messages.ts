import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Messages } from '../../platform/locales.ts';

// Each language's messages, one file per language (sp-ES reads es-ES's, NOTES). Written out,
// not globbed: the server also runs unbundled (`npm run dev`, the CLI under tsx).
const catalogues: Partial<Record<Locale, () => Promise<{ default: Messages }>>> = {
  'da-DK': () => import('../i18n/messages/da-DK.json'),
  'de-DE': () => import('../i18n/messages/de-DE.json'),
  'en-US': () => import('../i18n/messages/en-US.json'),
  'es-ES': () => import('../i18n/messages/es-ES.json'),
  'fi-FI': () => import('../i18n/messages/fi-FI.json'),
  'fr-FR': () => import('../i18n/messages/fr-FR.json'),
  'he-IL': () => import('../i18n/messages/he-IL.json'),
  'it-IT': () => import('../i18n/messages/it-IT.json'),
  'ja-JP': () => import('../i18n/messages/ja-JP.json'),
  'ko-KR': () => import('../i18n/messages/ko-KR.json'),
  'nl-NL': () => import('../i18n/messages/nl-NL.json'),
  'no-NO': () => import('../i18n/messages/no-NO.json'),
  'pt-PT': () => import('../i18n/messages/pt-PT.json'),
  'ru-RU': () => import('../i18n/messages/ru-RU.json'),
  'sv-SE': () => import('../i18n/messages/sv-SE.json'),
  'zh-CN': () => import('../i18n/messages/zh-CN.json'),
};

/** Loads a locale's messages, with en-US filling any key the locale lacks. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = async (l: Locale): Promise<Messages> => (await catalogues[l]?.())?.default ?? {};
  const [base, own] = await Promise.all([
    load(DEFAULT_LOCALE),
    locale === DEFAULT_LOCALE ? {} : load(locale),
  ]);
  return { ...base, ...own };
}

/** Every locale's messages, for the server's translator and the pages. */
export async function loadAllMessages(): Promise<Map<Locale, Messages>> {
  const all = new Map<Locale, Messages>();
  await Promise.all(LOCALES.map(async (l) => all.set(l, await loadMessages(l))));
  return all;
}

/** Messages parsed ahead of time: what the browser formats with, so no ICU parser ships. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The messages only the server formats: the API's errors, the cart's notices, the address
 * form's labels (`geo.`, sent with the address format) reach the page already translated, and
 * the test gateway's challenge page (`gateway.`) is the server's own, so pages do not carry
 * them (a third of the catalogue).
 */
export const SERVER_ONLY_MESSAGE = /^(error|cart\.notice|geo|gateway)\./;

/**
 * Parses a catalogue into ICU message ASTs, as `formatjs compile --ast` does: the server does
 * it once at start and the pages carry the result, without the server's own messages.
 */
export function compileMessages(messages: Messages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => !SERVER_ONLY_MESSAGE.test(key))
      .map(([key, text]) => [key, parse(text)]),
  );
}
