import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { checkReplacement, droppedFields } from './replacement-file.ts';

describe('a file that replaces what the shop holds', () => {
  it('is refused, by file and field, for a key its schema dropped', () => {
    const raw = JSON.parse('{"__proto__": {"EUR": 0.5}}') as unknown;
    const check = () =>
      checkReplacement('rates.json', raw, {}, { count: 0, what: 'rates', allowEmpty: true });
    expect(check).toThrow(ConfigError);
    expect(check).toThrow('rates.json: not valid:\n  __proto__: not a field of this file');
  });

  it('is refused when empty, unless asked', () => {
    const check = (allowEmpty: boolean) => () =>
      checkReplacement(
        'blocks.json',
        { faq: [] },
        { faq: [], videos: [] },
        {
          count: 0,
          what: 'questions or videos',
          allowEmpty,
        },
      );
    expect(check(false)).toThrow(
      'blocks.json: no questions or videos: loading it would delete every one (add --allow-empty to do so)',
    );
    expect(check(true)).not.toThrow();
    expect(() =>
      checkReplacement(
        'blocks.json',
        { faq: [{}] },
        { faq: [{}], videos: [] },
        {
          count: 1,
          what: 'questions or videos',
          allowEmpty: false,
        },
      ),
    ).not.toThrow();
  });
});

describe('the fields a parse dropped', () => {
  it('are named at any depth, in lists too, and __proto__ with them', () => {
    const raw = JSON.parse(
      '{"sites": [{"name": "A"}, {"name": "B", "ulr": "x"}], "__proto__": {}, "faq": {"q": 1}}',
    ) as unknown;
    const parsed = { sites: [{ name: 'A' }, { name: 'B', url: '' }], faq: { q: 1 } };
    expect(droppedFields(raw, parsed)).toEqual(['sites.1.ulr', '__proto__']);
  });

  it('are none when the parse kept every field, whatever it added or turned into a date', () => {
    const raw = { starts_at: '2026-01-01', texts: { cart: 'x' } };
    const parsed = { starts_at: new Date('2026-01-01'), texts: { cart: 'x' }, active: true };
    expect(droppedFields(raw, parsed)).toEqual([]);
  });
});
