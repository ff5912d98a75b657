import { describe, expect, it } from 'vitest';
import { facetLabels, optionDictionary, translateAttrs, translateFields } from './translation.ts';

describe('translated fields', () => {
  it('takes each translated field over the own one, and skips empty and unknown ones', () => {
    const row = { title: 'Linen Wrap Dress', subtitle: 'Dresses', vendor: 'Atelier Nord' };
    expect(translateFields(row, { title: 'Wickelkleid', subtitle: ' ' })).toEqual({
      title: 'Wickelkleid',
      subtitle: 'Dresses',
      vendor: 'Atelier Nord',
    });
    expect(translateFields(row, null)).toBe(row);
    expect(translateFields(row, { descriptionHtml: '<p>x</p>' } as never)).toEqual(row);
  });
});

describe('option dictionary', () => {
  it('shows names and values through one dictionary, untranslated ones as they are', () => {
    const words = optionDictionary(
      [
        { id: 1, name: 'Color' },
        { id: 2, name: 'Size' },
      ],
      new Map([[1, { name: 'Farbe', values: { Black: 'Schwarz', Red: '' } }]]),
    );
    expect(
      translateAttrs(words, [
        { name: 'Color', value: 'Black' },
        { name: 'Color', value: 'Red' },
        { name: 'Size', value: 'M' },
      ]),
    ).toEqual([
      { name: 'Farbe', value: 'Schwarz' },
      { name: 'Farbe', value: 'Red' },
      { name: 'Size', value: 'M' },
    ]);
  });
});

describe('facet labels', () => {
  it('takes the label most options give a name and a value', () => {
    const labels = facetLabels([
      { name: 'Color', label: 'Farbe', value: 'Black', value_label: 'Schwarz', n: 90 },
      { name: 'Color', label: 'Farbton', value: 'Black', value_label: 'Tiefschwarz', n: 3 },
      { name: 'Color', label: 'Farbe', value: null, value_label: null, n: 5 },
      { name: 'Size', label: null, value: null, value_label: null, n: 40 },
    ]);
    expect(labels.get('Color')).toEqual({
      label: 'Farbe',
      values: new Map([['Black', 'Schwarz']]),
    });
    expect(labels.get('Size')!.label).toBeNull();
  });
});
