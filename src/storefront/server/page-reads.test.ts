import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, statementRecorder, type TestApp } from '../../test/harness.ts';

// What a page costs the database when nothing is cached (a cache miss): the statements are
// counted, so a section that starts reading per product, or twice, shows here.
let t: TestApp;
const recorder = statementRecorder();
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' }, { onQuery: recorder.onQuery });
});
afterAll(() => t.close());

async function readsOf(url: string) {
  await t.app.inject({ url }); // the collections, policies and sites are kept after a first page
  const { result: res, statements } = await recorder.during(() => t.app.inject({ url }));
  expect(res.statusCode).toBe(200);
  return statements;
}

describe('an uncached product page', () => {
  it('reads its product, merchandising, reviews and related products in at most 9 statements', async () => {
    const listed = JSON.parse((await t.app.inject({ url: '/api/store/products?page_size=3' })).body)
      .data as { path: string }[];
    for (const { path } of listed) {
      const reads = await readsOf(path);
      expect(reads.length, path).toBeLessThanOrEqual(9);
      // The merchant's tags and size-chart marks are kept for the whole shop.
      expect(
        reads.filter((q) => q.includes('"merch_product_tags"')),
        path,
      ).toHaveLength(0);
      // The reviews, their pictures and the rating counts are one statement.
      expect(
        reads.filter((q) => q.includes('"reviews"')),
        path,
      ).toHaveLength(1);
      // The template places combinations at two positions: they are read once.
      expect(
        reads.filter((q) => q.includes('"merch_combinations"')),
        path,
      ).toHaveLength(1);
    }
  });
});

describe('an uncached list page', () => {
  it('reads its cards with their palettes in 1 statement, the tags being kept for the shop', async () => {
    const facets = JSON.parse(
      (await t.app.inject({ url: '/api/store/products/filters?category=dresses' })).body,
    ) as { options: { name: string; values: { value: string }[] }[] };
    const option = facets.options[0]!;
    const filters = new URLSearchParams({
      [`filter.v.option.${option.name}`]: option.values[0]!.value,
      'filter.v.availability': '1',
    });
    for (const url of [`/collections/dresses?${filters}`, '/search?q=linen']) {
      const reads = await readsOf(url);
      expect(reads, url).toHaveLength(1);
      // The palettes come with the cards (with=palette), and no card is read with all its
      // variants: their tag values come with the cards too.
      expect(
        reads.filter((q) => q.includes(' as palette_variants')),
        url,
      ).toHaveLength(1);
      expect(
        reads.filter((q) => q.includes(' as variants')),
        url,
      ).toHaveLength(0);
    }
  });
});
