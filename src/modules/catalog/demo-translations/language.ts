import type { Locale } from '../../../platform/locales.ts';

/**
 * What one language of the demo shop's catalogue is made of (one file per language beside this
 * one; index.ts assembles them into the translations the seed stores).
 *
 * A product title is put together from the words of the English one ("Linen" + "Wrap Dress"),
 * in the language's own order and agreement:
 * - a noun is its text as written inside a phrase ("robe portefeuille"), with the form its
 *   words agree with where the language agrees them ("f", "pl" …);
 * - a word is text placed on the language's usual side of the noun ("plissée" after it in
 *   French, "リネン" before it in Japanese), or a pattern where `~` stands for the noun
 *   ("~ en lin", "löpar~" for a compound), or such texts by the noun's form
 *   ({ m: "plissé", f: "plissée" });
 * - a title that composition would not say naturally is written whole under `titles`.
 * The first letter is then capitalised where the script has capitals.
 */

/** A language of the demo shop other than English (sp-ES reads es-ES). */
export type DemoLocale = Exclude<Locale, 'en-US' | 'sp-ES'>;

/** A noun heading a title: its text, and the form its words agree with where they do. */
export type Noun = string | { text: string; form: string };

/** A word of an English title as the language says it beside a noun (see above). */
export type Word = string | Readonly<Record<string, string>>;

/** A collection's name and description. */
export interface CollectionText {
  name: string;
  description: string;
}

/** What a product description is made of, in the language's words. */
export interface DescriptionParts {
  title: string;
  collection: CollectionText;
  /** The product's material in the language ("Leinen"), when it has one. */
  material: string | undefined;
}

/** One language of the demo catalogue. */
export interface DemoCatalogLanguage {
  locale: DemoLocale;
  /** Where a plain word goes: before the noun or after it. */
  order: 'before' | 'after';
  /** What separates a word from its noun: a space, or nothing (Japanese, Chinese). */
  space?: string;
  /** The nouns of the English titles ("Wrap Dress"). */
  nouns: Readonly<Record<string, Noun>>;
  /** The other words of the English titles ("Linen", "Pleated"). */
  words: Readonly<Record<string, Word>>;
  /** Whole titles where composition would not read naturally, by English title ("Kitten Heel"). */
  titles?: Readonly<Record<string, string>>;
  /** The editions' names ("Nordic"), which later rounds of a large catalogue carry. */
  editions: Readonly<Record<string, string>>;
  /** A title with its edition's name (default: after it, with the language's space). */
  withEdition?: (title: string, edition: string) => string;
  /** A title with its number, past the named editions ("Nr. 9"). */
  numbered: (title: string, n: number) => string;
  /** The option names the demo products use (Color, Size, Material, Power( L ), Power( R )). */
  options: Readonly<Record<string, string>>;
  /** Colour values as the demo names them ("Slate Gray"). */
  colors: Readonly<Record<string, string>>;
  /** Size values that have words ("Small"), or that the language writes its own way ("50 ml"). */
  sizes: Readonly<Record<string, string>>;
  /** Material values and the materials of descriptions ("Linen", "Stoneware"), as nouns. */
  materials: Readonly<Record<string, string>>;
  /** The collections, by slug. */
  collections: Readonly<Record<string, CollectionText>>;
  /** A product's description (the languages that have them). */
  description?: (parts: DescriptionParts) => string;
  /** The prescription glasses' own description (the languages that have descriptions). */
  prescriptionDescription?: string;
}

/** The text a word takes beside a noun of this form; undefined when the language lacks it. */
function wordFor(language: DemoCatalogLanguage, word: string, form: string | undefined) {
  const entry = language.words[word];
  if (entry === undefined || typeof entry === 'string') return entry;
  return form === undefined ? undefined : entry[form];
}

/** A phrase's first letter in capitals (scripts without capitals stay as they are). */
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * A demo product's title in the language, from the words of its English one ("Linen",
 * "Wrap Dress"); throws when the language lacks one of them (the tests check every title).
 */
export function composeTitle(language: DemoCatalogLanguage, word: string, noun: string): string {
  const whole = language.titles?.[`${word} ${noun}`];
  if (whole !== undefined) return whole;
  const head = language.nouns[noun];
  if (head === undefined) throw new Error(`${language.locale}: no noun for "${noun}"`);
  const [text, form] = typeof head === 'string' ? [head, undefined] : [head.text, head.form];
  const modifier = wordFor(language, word, form);
  if (modifier === undefined) {
    throw new Error(`${language.locale}: no word for "${word}" with "${noun}"`);
  }
  const space = language.space ?? ' ';
  const phrase = modifier.includes('~')
    ? modifier.replace('~', text)
    : language.order === 'after'
      ? `${text}${space}${modifier}`
      : `${modifier}${space}${text}`;
  return capitalised(phrase, language.locale);
}
