import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { createIntl, formatParts } from './intl.tsx';
import { UI_LANGUAGES } from './i18n/languages.ts';
import en from './i18n/messages/en-US.json';
import de from './i18n/messages/de-DE.json';
import he from './i18n/messages/he-IL.json';

const values = { count: 0, price: '$1.00', q: 'linen', name: 'Size', index: 2, total: 5 };

describe("the pages' messages", () => {
  it('format every message of every language as the ICU reference does', () => {
    for (const [locale, messages] of [
      ['en-US', en],
      ['de-DE', de],
      ['he-IL', he],
    ] as const) {
      for (const [key, text] of Object.entries(messages as Record<string, string>)) {
        for (const count of [0, 1, 2, 5, 21, 1000]) {
          // Every argument a message names has a value: the count, or a word.
          const v = new Proxy({ ...values, count } as Record<string, unknown>, {
            has: () => true,
            get: (own, key: string) => own[key] ?? (key.endsWith('s') ? 'words' : count),
          });
          const reference = String(new IntlMessageFormat(text, locale).format(v));
          expect(formatParts(parse(text), locale, v).join(''), `${locale} ${key}`).toBe(reference);
        }
      }
    }
  });

  it('writes counts below a thousand as Intl does, in every language of the shop', () => {
    const counts = Array.from({ length: 1000 }, (_, n) => n);
    for (const { locale } of UI_LANGUAGES) {
      const intl = createIntl(locale, {});
      const reference = new Intl.NumberFormat(locale);
      expect(counts.filter((n) => intl.formatNumber(n) !== reference.format(n))).toEqual([]);
      // Past the shortcut, Intl itself: grouping and decimals in the language's way.
      expect(intl.formatNumber(1234.5)).toBe(reference.format(1234.5));
      expect(intl.formatNumber(-3)).toBe(reference.format(-3));
    }
  });

  it('puts elements and tags in place, and shows an unknown key as itself', () => {
    const intl = createIntl('en-US', {
      code: parse('Use {code} now'),
      bold: parse('Save <b>{amount}</b>'),
      plural: parse('{n, plural, =0 {none} one {# item} other {# items}}'),
    });
    const code = { type: 'code' };
    expect(intl.formatMessageParts({ id: 'code' }, { code })).toEqual(['Use ', code, ' now']);
    expect(
      intl.formatMessageParts(
        { id: 'bold' },
        { amount: '$5', b: (c: unknown[]) => `[${c.join('')}]` },
      ),
    ).toEqual(['Save [$5]']);
    expect(intl.formatMessage({ id: 'plural' }, { n: 0 })).toBe('none');
    expect(intl.formatMessage({ id: 'plural' }, { n: 1234 })).toBe('1,234 items');
    expect(intl.formatMessage({ id: 'missing.key' })).toBe('missing.key');
    expect(createIntl('de-DE', {}).formatNumber(1234.5)).toBe('1.234,5');
  });
});
