import { describe, expect, it } from 'vitest';
import { packHydrationData, unpackHydrationData } from './hydration-data.ts';

const roundTrip = (value: unknown) =>
  unpackHydrationData(JSON.parse(JSON.stringify(packHydrationData(value))));

describe('hydration data, packed', () => {
  it('comes back as the loader data was, lists of like objects shorter', () => {
    const variants = Array.from({ length: 40 }, (_, i) => ({
      ID: i + 1,
      attrs: [
        { name: 'Color', value: i % 2 ? 'Black' : 'Tan' },
        { name: 'Size', value: 'XS' },
      ],
      price: 26,
      regular_price: null,
      buy_able: i !== 3,
    }));
    const data = {
      root: { collections: [{ id: 1, name: 'Dresses', path: '/collections/dresses' }] },
      product: { product: { title: 'Classic Tee', variants, tags: ['a', 'b'] }, sections: [] },
    };
    expect(roundTrip(data)).toEqual(data);
    const plain = JSON.stringify(data).length;
    const packed = JSON.stringify(packHydrationData(data)).length;
    expect(packed).toBeLessThan(plain * 0.8);
  });

  it('keeps lists of unlike objects, undefined values and text that looks like its marks', () => {
    const data = {
      mixed: [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1 }],
      holes: [
        { a: 1, b: undefined },
        { a: 2, b: 3 },
      ],
      text: ['\u0001keys', '\u0001rows'],
      record: { '\u0001keys': 'merchant text', other: 1 },
      nothing: null,
    };
    expect(roundTrip(data)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
