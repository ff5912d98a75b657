import type { DemoLocale } from './language.ts';

/**
 * The demo texts a language writes exactly as English does, and rightly: words it shares with
 * English (German "Material", Spanish "Color", Italian "Cashmere") and names (the German blog's
 * "Journal"). Everything else of the demo shop reads differently from English in every
 * language; the demo translations' tests hold each language to that.
 */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<DemoLocale, readonly string[]>>> = {
  'de-DE': ['Material', 'Gold', 'Canvas', 'Journal'],
  'es-ES': ['Color', 'Material', 'Coral'],
  'it-IT': ['Cashmere'],
  'nl-NL': ['Canvas'],
  'pt-PT': ['Material', 'Coral'],
  'sv-SE': ['Material', 'Silver'],
};

/** Whether a translated text reads as its English one, and the language may say so. */
export function readsAsEnglish(locale: DemoLocale, english: string, translated: string): boolean {
  const same = english.trim().toLocaleLowerCase() === translated.trim().toLocaleLowerCase();
  return same && !(SAME_AS_ENGLISH[locale] ?? []).includes(translated);
}
