import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { intlTag, LOCALES, resolveLocale, type Locale } from '../../platform/locales.ts';
import { argumentsOf } from '../../platform/message-arguments.ts';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };
import { createIntl } from '../intl.tsx';

/**
 * Every language's messages against en-US's (the languages issue's proof): the same keys, the
 * same ICU arguments, every plural category the language has and no other, and no message left
 * in English unless it is a name or code listed in `same-as-english.json`.
 */

const dir = join(import.meta.dirname, 'messages');
const read = (locale: string): Record<string, string> => {
  const file = join(dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};
const english = read('en-US');
/** A language's catalogue parsed, as the server parses it for the pages. */
const parsedCatalogue = (locale: string) =>
  Object.fromEntries(Object.entries(read(locale)).map(([key, text]) => [key, parse(text)]));

/** Each plural of a message, as the set of its keyword categories (`=0` and the like left out). */
function pluralsOf(elements: MessageFormatElement[], into: string[][] = []): string[][] {
  for (const el of elements) {
    if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
      into.push(Object.keys(el.options).filter((k) => !k.startsWith('=')));
      for (const option of Object.values(el.options)) pluralsOf(option.value, into);
    } else if (el.type === TYPE.select) {
      for (const option of Object.values(el.options)) pluralsOf(option.value, into);
    } else if (el.type === TYPE.tag) pluralsOf(el.children, into);
  }
  return into;
}

// sp-ES is answered as es-ES, so it has no file of its own (NOTES, Words and codes).
const translated = LOCALES.filter((l) => l !== 'en-US' && resolveLocale(l) === l);
const allowed = sameAsEnglish as Record<string, string[]>;

describe('message catalogues', () => {
  it('has one file per language, and no file for a language the shop does not speak', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(['en-US', ...translated].sort());
  });

  describe.each(translated)('%s', (locale: Locale) => {
    const own = read(locale);
    const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;

    it('has exactly the keys of en-US', () => {
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    });

    it('uses the same arguments as en-US in every message', () => {
      const wrong = Object.keys(english).flatMap((key) => {
        if (own[key] === undefined) return [];
        let mine: string[];
        try {
          mine = [...argumentsOf(parse(own[key]!))].sort();
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
        const theirs = [...argumentsOf(parse(english[key]!))].sort();
        return mine.join() === theirs.join() ? [] : [`${key}: ${mine.join()} ≠ ${theirs.join()}`];
      });
      expect(wrong).toEqual([]);
    });

    it("gives every plural the language's own categories and no others", () => {
      const wrong = Object.entries(own).flatMap(([key, text]) => {
        try {
          return pluralsOf(parse(text))
            .filter((used) => used.sort().join() !== [...categories].sort().join())
            .map((used) => `${key}: ${used.join(' ')} (wants ${categories.join(' ')})`);
        } catch {
          return []; // reported by the arguments test
        }
      });
      expect(wrong).toEqual([]);
    });

    it('leaves no message in English but the listed names and codes', () => {
      const list = new Set([...(allowed['*'] ?? []), ...(allowed[locale] ?? [])]);
      const untranslated = Object.keys(english).filter(
        (key) => own[key] === english[key] && !list.has(key),
      );
      expect(untranslated).toEqual([]);
    });
  });

  it("writes a whole percentage as Intl does, in every language's catalogue", () => {
    for (const locale of LOCALES.filter((l) => resolveLocale(l) === l)) {
      const percent = createIntl(intlTag(locale), parsedCatalogue(locale));
      const intl = new Intl.NumberFormat(intlTag(locale), { style: 'percent' });
      for (const n of [0, 5, 25, 100]) {
        expect([locale, percent.formatMessage({ id: 'merch.percent' }, { n })]).toEqual([
          locale,
          intl.format(n / 100),
        ]);
      }
      // A card's discount badge: minus its whole percentage.
      for (const n of [1, 23, 99]) {
        expect([locale, percent.formatMessage({ id: 'merch.percent_off' }, { n })]).toEqual([
          locale,
          intl.format(-n / 100),
        ]);
      }
    }
  });

  it("writes a medium date as Intl does, in every language's catalogue", () => {
    // Every month, one- and two-digit days, in UTC and in the device's time zone.
    const dates = Array.from({ length: 12 }, (_, month) =>
      [1, 9, 10, 28].map((day) => Date.UTC(2025 + (month % 2), month, day, 12)),
    ).flat();
    for (const locale of LOCALES.filter((l) => resolveLocale(l) === l)) {
      const shop = createIntl(intlTag(locale), parsedCatalogue(locale));
      for (const options of [{ dateStyle: 'medium', timeZone: 'UTC' }, { dateStyle: 'medium' }]) {
        const intl = new Intl.DateTimeFormat(
          intlTag(locale),
          options as Intl.DateTimeFormatOptions,
        );
        const wrong = dates.filter(
          (date) =>
            shop.formatDate(date, options as Intl.DateTimeFormatOptions) !== intl.format(date),
        );
        expect([
          locale,
          options,
          wrong.map((date) => [
            intl.format(date),
            shop.formatDate(date, options as Intl.DateTimeFormatOptions),
          ]),
        ]).toEqual([locale, options, []]);
      }
    }
    // Other options, and a catalogue without the pattern, go to Intl itself.
    const english = createIntl('en-US', parsedCatalogue('en-US'));
    expect(english.formatDate(Date.UTC(2026, 10, 27), { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'November 27, 2026',
    );
    expect(createIntl('de-DE', {}).formatDate(Date.UTC(2026, 0, 5), { timeZone: 'UTC' })).toBe(
      '5.1.2026',
    );
  });

  it('lists in the allowlist only keys that exist', () => {
    const unknown = Object.values(allowed)
      .flat()
      .filter((key) => english[key] === undefined);
    expect(unknown).toEqual([]);
  });
});

describe('the languages a shopper can pick', () => {
  it('offers every language with a catalogue, each loaded by the server', async () => {
    const { UI_LANGUAGES } = await import('./languages.ts');
    const { loadMessages } = await import('../server/messages.ts');
    expect(UI_LANGUAGES.map((l) => l.locale).sort()).toEqual(['en-US', ...translated].sort());
    for (const { locale } of UI_LANGUAGES) {
      const own = read(locale);
      const loaded = await loadMessages(locale);
      // The server serves the language's own words, not English filling in.
      expect(loaded['cart.title'], locale).toBe(own['cart.title'] ?? english['cart.title']);
    }
  });
});
