import { describe, expect, it } from 'vitest';
import { parseRecord, recordView, stripOf, type ViewedProduct } from './recently-viewed.ts';

const viewed = (id: number): ViewedProduct => ({
  id,
  slug: `p-${id}`,
  title: `Product ${id}`,
  image: null,
  price: id,
});

describe('the browsing record', () => {
  it('keeps the most recent first, without duplicates, at most 12', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 14; id++) list = recordView(list, viewed(id));
    expect(list.map((p) => p.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    list = recordView(list, viewed(9));
    expect(list.map((p) => p.id).slice(0, 3)).toEqual([9, 14, 13]);
    expect(list).toHaveLength(12);
  });
  it('shows every product but the one on screen', () => {
    const list = [viewed(2), viewed(1)];
    expect(stripOf(list, 2).map((p) => p.id)).toEqual([1]);
    expect(stripOf(list).map((p) => p.id)).toEqual([2, 1]);
  });
  it('reads only what it wrote', () => {
    expect(parseRecord(null)).toEqual([]);
    expect(parseRecord('not json')).toEqual([]);
    expect(parseRecord('{"id":1}')).toEqual([]);
    expect(parseRecord(JSON.stringify([viewed(1), { id: 'x' }]))).toEqual([viewed(1)]);
  });
});
