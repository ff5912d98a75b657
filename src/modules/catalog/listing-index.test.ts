import { describe, expect, it } from 'vitest';
import { NO_FILTERS, titleRank, VARIANT_KEY, type ListingFilters } from './listing.ts';
import {
  buildListingIndex,
  buildListingIndexInSteps,
  LIST_SEPARATOR,
  MEMO_LIMIT,
  membersOf,
  pageOf,
  parseVariantKey,
  remember,
  type IndexRow,
} from './listing-index.ts';
import { facetsOf } from './facet-counts.ts';

const { unit: US, record: RS } = VARIANT_KEY;
const key = (inStock: boolean, price: number, options: Record<string, string>) =>
  `${inStock ? 1 : 0}${US}${price}${US}${Object.entries(options)
    .map(([n, v]) => `${n}${RS}${v}${US}`)
    .join('')}`;

function row(id: number, over: Partial<IndexRow>, variants: Parameters<typeof key>[]): IndexRow {
  const pairs = new Set(
    variants.flatMap(([, , o]) => Object.entries(o).map(([n, v]) => n + RS + v)),
  );
  const prices = variants.map(([, p]) => p);
  return {
    id,
    title: `Product ${id}`,
    position: id,
    vendor: '',
    tags: '',
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    sold_count: 0,
    review_status: 'open',
    created_ms: id * 1000,
    variant_keys: variants.map((v) => key(...v)).join(LIST_SEPARATOR),
    facet_pairs: [...pairs].join(LIST_SEPARATOR),
    ...over,
  };
}

// A red M in stock at 30 and a blue L sold out at 50; a blue M in stock at 20; a red L sold out.
const index = buildListingIndex(
  [
    row(1, { vendor: 'Acme', tags: 'new', sold_count: 5 }, [
      [true, 3000, { Color: 'Red', Size: 'M' }],
      [false, 5000, { Color: 'Blue', Size: 'L' }],
    ]),
    row(2, { vendor: 'Bolt', sold_count: 9 }, [[true, 2000, { Color: 'Blue', Size: 'M' }]]),
    row(3, { vendor: 'Acme', tags: `new${LIST_SEPARATOR}sale` }, [
      [false, 4000, { Color: 'Red', Size: 'L' }],
    ]),
  ],
  [
    { product_id: 3, category_id: 7, position: 0 },
    { product_id: 1, category_id: 7, position: 1 },
  ],
);
const all = membersOf(index, {});
const filters = (over: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...over });

describe('the list index', () => {
  it('reads a variant key', () => {
    const k = key(true, 1250, { Color: 'Red' });
    expect(parseVariantKey(k)).toEqual({ inStock: true, price: 1250, key: k });
    expect(parseVariantKey(key(false, 99, {}))).toMatchObject({ inStock: false, price: 99 });
  });

  it('holds every variant-level choice on one variant at once', () => {
    // Blue and in stock: product 1 has a blue variant and a variant in stock, but not one both.
    const f = filters({ available: true, options: [{ name: 'Color', values: ['Blue'] }] });
    expect(pageOf(all, f, 'manual', 1, 10).ids).toEqual([2]);
    const cheap = filters({ priceMax: 2500 });
    expect(pageOf(all, cheap, 'manual', 1, 10).ids).toEqual([2]);
  });

  it('counts each value with the other groups applied, its own left out', () => {
    const f = filters({ options: [{ name: 'Color', values: ['Red'] }], vendors: ['Acme'] });
    const facets = facetsOf(all, f);
    // Colour counts ignore the colour choice but keep the vendor: Acme's red and blue.
    expect(facets.options.find((o) => o.name === 'Color')!.values).toEqual([
      { value: 'Red', count: 2 },
      { value: 'Blue', count: 1 },
    ]);
    // Vendor counts keep the colour: every product with a red variant.
    expect(facets.vendors).toEqual([{ value: 'Acme', count: 2 }]);
    expect(facets.availability).toEqual({ in_stock: 1, out_of_stock: 1 });
    expect(facets.price).toEqual({ min: 3000, max: 5000 });
    expect(facets.tags).toEqual([
      { value: 'new', count: 2 },
      { value: 'sale', count: 1 },
    ]);
  });

  it('sorts as the shop offers, ties by id, and pages', () => {
    const ids = (sort: Parameters<typeof pageOf>[2]) => pageOf(all, NO_FILTERS, sort, 1, 10).ids;
    expect(ids('manual')).toEqual([1, 2, 3]);
    expect(ids('best-selling')).toEqual([2, 1, 3]);
    expect(ids('price-ascending')).toEqual([2, 1, 3]);
    expect(ids('price-descending')).toEqual([1, 3, 2]);
    expect(ids('created-descending')).toEqual([3, 2, 1]);
    expect(pageOf(all, NO_FILTERS, 'manual', 2, 2)).toEqual({ ids: [3], total: 3 });
  });

  it('keeps a collection in its own order, and a search in its ranking', () => {
    expect(pageOf(membersOf(index, { categoryId: 7 }), NO_FILTERS, 'manual', 1, 10).ids).toEqual([
      3, 1,
    ]);
    expect(membersOf(index, { categoryId: 99 })).toEqual([]);
    const ranked = membersOf(index, {
      ranked: new Map([
        [3, 0],
        [1, 2],
      ]),
    });
    expect(pageOf(ranked, NO_FILTERS, 'manual', 1, 10, true).ids).toEqual([3, 1]);
    expect(pageOf(membersOf(index, { tag: 'sale' }), NO_FILTERS, 'manual', 1, 10).ids).toEqual([3]);
    expect(pageOf(membersOf(index, { ids: [3, 2, 42] }), NO_FILTERS, 'manual', 1, 10).ids).toEqual([
      2, 3,
    ]);
  });
});

describe('a search ranking', () => {
  it('puts the exact title first, then titles that start with it, then titles that have it', () => {
    expect(titleRank('Linen Shirt', ['linen', 'shirt'])).toBe(0);
    expect(titleRank('Linen Shirt Dress', ['linen', 'shirt'])).toBe(1);
    expect(titleRank('Relaxed linen shirt', ['lin', 'shirt'])).toBe(2);
    expect(titleRank('Canvas tote', ['linen'])).toBe(3);
  });
});

describe('an index built in steps', () => {
  it('holds what one built at once holds, across several steps', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) =>
      row(i + 1, { sold_count: i % 7 }, [[i % 3 > 0, 1000 + i, { Color: i % 2 ? 'Red' : 'Blue' }]]),
    );
    const memberships = rows.map((r, i) => ({ product_id: r.id, category_id: i % 4, position: i }));
    const once = buildListingIndex(rows, memberships, 0);
    const stepped = await buildListingIndexInSteps(rows, memberships);
    expect([...stepped.products.entries()]).toEqual([...once.products.entries()]);
    expect([...stepped.collections.entries()]).toEqual([...once.collections.entries()]);
  });
});

describe('what an index remembers', () => {
  it('computes a list once per index, and forgets the oldest when full', () => {
    const own = buildListingIndex([], []);
    let made = 0;
    const make = () => ++made;
    expect(remember(own, 'a', make)).toBe(1);
    expect(remember(own, 'a', make)).toBe(1);
    for (let i = 0; i < MEMO_LIMIT; i++) remember(own, `k${i}`, make);
    expect(own.memo.size).toBe(MEMO_LIMIT);
    // 'a' was the oldest: made again.
    expect(remember(own, 'a', make)).toBe(MEMO_LIMIT + 2);
    // A new index (the catalogue changed) remembers nothing.
    expect(buildListingIndex([], []).memo.size).toBe(0);
  });
});
