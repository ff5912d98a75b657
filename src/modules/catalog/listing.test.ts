import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../platform/changes.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { FacetsDto, ProductDto, ProductPage, SuggestionsDto } from './contract.ts';
import { readListing, searchWords, transpositions } from './listing.ts';
import { CATALOG_CHANGED } from './contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() as T };
};
const titles = (page: ProductPage) => page.data.map((p) => p.title);
const all = async (url: string) =>
  (await get<ProductPage>(`${url}${url.includes('?') ? '&' : '?'}page_size=100&with=variants`))
    .body;

describe('collection filters and sorts', () => {
  /** Announces a catalogue change, as the merchant's tools do, and waits for the caches to hear it. */
  const changed = async () => {
    const heard = new Promise<void>((resolve) => t.app.changes.on(CATALOG_CHANGED, resolve));
    await announceChange(t.app.database.db, CATALOG_CHANGED);
    await heard;
  };

  it('follows the variants: a product sold out or given a new colour moves in the filters', async () => {
    const before = (await get<FacetsDto>('/api/store/products/filters?category=bags')).body;
    const inStock = await all('/api/store/products?category=bags&filter.v.availability=1');
    const product = inStock.data[0]!;
    const db = t.app.database.db;
    // Every variant of one product sold out: the keys the filters read follow (a trigger).
    await db.execute(sql`update variants set stock = 0, manage_stock = true, backorders = 'no'
      where product_id = ${product.ID}`);
    await changed();
    const after = (await get<FacetsDto>('/api/store/products/filters?category=bags')).body;
    expect(after.availability.in_stock).toBe(before.availability.in_stock - 1);
    expect(after.availability.out_of_stock).toBe(before.availability.out_of_stock + 1);
    const soldOut = await all('/api/store/products?category=bags&filter.v.availability=0');
    expect(soldOut.data.map((p) => p.ID)).toContain(product.ID);
    // A colour no product had: one variant renamed to it is found by it, and counted.
    await db.execute(sql`update variants set attrs = '[{"name":"Color","value":"Vermilion"}]'::jsonb
      where id = ${product.variants![0]!.ID}`);
    await changed();
    const vermilion = await all(
      '/api/store/products?category=bags&filter.v.option.Color=Vermilion',
    );
    expect(vermilion.data.map((p) => p.ID)).toEqual([product.ID]);
    const counted = (await get<FacetsDto>('/api/store/products/filters?category=bags')).body;
    const color = counted.options.find((o) => o.name === 'Color')!;
    expect(color.values.find((v) => v.value === 'Vermilion')?.count).toBe(1);
  });

  it('filters by an option value, and keeps the other values of that option counted', async () => {
    const facets = (await get<FacetsDto>('/api/store/products/filters?category=shoes')).body;
    const color = facets.options.find((o) => o.name === 'Color')!;
    expect(color.values.length).toBeGreaterThan(1);
    const [first, second] = color.values;
    const url = `/api/store/products?category=shoes&filter.v.option.Color=${encodeURIComponent(first!.value)}`;
    const page = await all(url);
    expect(page.total).toBe(first!.count);
    for (const p of page.data) {
      expect(p.variants!.some((v) => v.attrs.some((a) => a.value === first!.value))).toBe(true);
    }
    const narrowed = (
      await get<FacetsDto>(
        `/api/store/products/filters?category=shoes&filter.v.option.Color=${encodeURIComponent(first!.value)}`,
      )
    ).body;
    // Choosing one colour keeps the others' counts, so the shopper can add one.
    const again = narrowed.options.find((o) => o.name === 'Color')!;
    expect(again.values.find((v) => v.value === second!.value)!.count).toBe(second!.count);
    // Two colours: either one.
    const both = await all(
      `/api/store/products?category=shoes&filter.v.option.Color=${encodeURIComponent(first!.value)}&filter.v.option.Color=${encodeURIComponent(second!.value)}`,
    );
    expect(both.total).toBeGreaterThanOrEqual(Math.max(first!.count, second!.count));
    expect(both.total).toBeLessThanOrEqual(first!.count + second!.count);
  });

  it('filters by price, stock, vendor and tag, all at once on one variant', async () => {
    const facets = (await get<FacetsDto>('/api/store/products/filters?category=dresses')).body;
    expect(facets.price!.min).toBeLessThanOrEqual(facets.price!.max);
    expect(facets.availability.in_stock).toBeGreaterThan(0);
    const vendor = facets.vendors[0]!.value;
    const cheap = await all(
      `/api/store/products?category=dresses&filter.v.price.lte=120&filter.v.availability=1&filter.p.vendor=${encodeURIComponent(vendor)}`,
    );
    expect(cheap.total).toBeGreaterThan(0);
    for (const p of cheap.data) {
      expect(p.vendor).toBe(vendor);
      expect(p.variants!.some((v) => v.price <= 120 && v.buy_able)).toBe(true);
    }
    const sale = await all('/api/store/products?category=dresses&filter.p.tag=sale');
    expect(sale.data.every((p) => p.tags.includes('sale'))).toBe(true);
    const soldOut = await all('/api/store/products?filter.v.availability=0');
    expect(soldOut.data.every((p) => p.variants!.some((v) => !v.buy_able))).toBe(true);
  });

  it('sorts by price, newest and best selling; an unknown sort or filter value is ignored', async () => {
    const prices = (
      await all('/api/store/products?category=bags&sort_by=price-ascending')
    ).data.map((p) => p.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await all('/api/store/products?category=bags&sort_by=price-descending')).data.map(
      (p) => p.max_price,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const manual = await get<ProductPage>('/api/store/products?category=bags');
    for (const odd of [
      'sort_by=cheapest',
      'filter.v.price.gte=abc',
      'filter.v.availability=maybe',
      'filter.v.option.=x',
    ]) {
      const res = await get<ProductPage>(`/api/store/products?category=bags&${odd}`);
      expect(res.status, odd).toBe(200);
      expect(titles(res.body), odd).toEqual(titles(manual.body));
    }
    expect(readListing({ sort_by: 'created-descending' }).sort).toBe('created-descending');
  });
});

describe('search', () => {
  it('finds by a word, a prefix and a typo, the exact title first', async () => {
    const sneakers = (await get<ProductPage>('/api/store/products/search?q=sneaker')).body;
    expect(sneakers.total).toBeGreaterThan(0);
    expect(titles(sneakers).every((x) => /sneaker/i.test(x))).toBe(true);
    const typo = (await get<ProductPage>('/api/store/products/search?q=sneker')).body;
    expect(typo.total).toBe(sneakers.total);
    const backpack = (await get<ProductPage>('/api/store/products/search?q=backpak')).body;
    expect(titles(backpack).some((x) => /backpack/i.test(x))).toBe(true);
    const prefix = (await get<ProductPage>('/api/store/products/search?q=lin')).body;
    expect(titles(prefix).some((x) => /^linen/i.test(x))).toBe(true);
    // The exact title comes first.
    const exact = sneakers.data[sneakers.data.length - 1]!.title;
    const ranked = (
      await get<ProductPage>(`/api/store/products/search?q=${encodeURIComponent(exact)}`)
    ).body;
    expect(ranked.data[0]!.title).toBe(exact);
  });

  it('finds a word with two letters swapped only when the search finds nothing as typed', async () => {
    expect(transpositions('sheo')).toEqual(['hseo', 'seho', 'shoe']);
    expect(transpositions('boot')).toEqual(['obot', 'boto']);
    expect(transpositions('hat')).toEqual([]);
    const shoes = await all('/api/store/products/search?q=shoe');
    const swapped = await all('/api/store/products/search?q=sheo');
    expect(swapped.total).toBeGreaterThan(0);
    const ids = new Set(shoes.data.map((p) => p.ID));
    expect(swapped.data.every((p) => ids.has(p.ID))).toBe(true);
    // The facets of a swapped search count the same products.
    const facets = (await get<FacetsDto>('/api/store/products/filters?q=sheo')).body;
    expect(facets.availability.in_stock + facets.availability.out_of_stock).toBe(swapped.total);
    // A word found as typed is not widened: "linen" does not also find "lnien" or "nilen".
    const linen = (await get<ProductPage>('/api/store/products/search?q=linen')).body;
    expect(titles(linen).every((x) => /linen/i.test(x))).toBe(true);
  });

  it('answers odd searches calmly: long, SQL, regex, control characters, empty', async () => {
    for (const q of [
      'a'.repeat(10_000),
      "'; drop table products; --",
      '.*[(%_\\',
      'wrap\u0000dress',
      '   ',
    ]) {
      const res = await get<ProductPage>(`/api/store/products/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).toBe(200);
    }
    expect((await get<ProductPage>('/api/store/products/search?q=')).body.total).toBe(0);
    expect(searchWords('Wrap\u0000DRESS')).toEqual(['wrap', 'dress']);
  });

  it('suggests products and collections as the shopper types', async () => {
    const res = await get<SuggestionsDto>('/api/store/products/meta/search?q=sho');
    expect(res.status).toBe(200);
    expect(res.body.collections.map((c) => c.name)).toContain('Shoes');
    const products = (await get<SuggestionsDto>('/api/store/products/meta/search?q=teapot')).body
      .products;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    expect(products[0]).toMatchObject({ title: expect.stringMatching(/teapot/i) });
    expect(products[0]!.path).toMatch(/^\/products\//);
  });

  it('filters and counts a search like a collection', async () => {
    const facets = (await get<FacetsDto>('/api/store/products/filters?q=dress')).body;
    const total = (await get<ProductPage>('/api/store/products/search?q=dress')).body.total;
    expect(facets.availability.in_stock + facets.availability.out_of_stock).toBe(total);
    const vendor = facets.vendors[0]!;
    const byVendor = (
      await get<ProductPage>(
        `/api/store/products/search?q=dress&filter.p.vendor=${encodeURIComponent(vendor.value)}`,
      )
    ).body;
    expect(byVendor.total).toBe(vendor.count);
    expect(byVendor.data.every((p: ProductDto) => p.vendor === vendor.value)).toBe(true);
  });
});
