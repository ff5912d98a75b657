import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { FacetsDto, ProductPage } from './contract.ts';
import { seedCatalogue } from './seed.ts';

// A catalogue large enough that one filter matches thousands of products: the shop has no
// filter cap (search and filters are built in; a hosted search's 1,000-result window is not).
const PRODUCTS = 4_000;
let t: TestApp;
let shop: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, PRODUCTS);
  // A shop started on the larger catalogue (the first one's lists were read before the seed).
  shop = await t.anotherInstance();
  // The seed writes each product in fifteen languages: a minute or more on a busy machine.
}, 300_000);
afterAll(async () => {
  await shop.close();
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await shop.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

/** Every page of a list, 100 products a page, as a shopper paging to the end would see it. */
async function walk(url: string) {
  const first = await get<ProductPage>(`${url}&page=1&page_size=100`);
  const ids = first.data.map((p) => p.ID);
  for (let page = 2; page <= first.total_pages; page++) {
    ids.push(
      ...(await get<ProductPage>(`${url}&page=${page}&page_size=100`)).data.map((p) => p.ID),
    );
  }
  return { total: first.total, ids };
}

describe('a filter that matches thousands of products', () => {
  it('pages through every one of them, each once', { timeout: 120_000 }, async () => {
    const facets = await get<FacetsDto>('/api/store/products/filters?q=');
    expect(facets.availability.in_stock).toBeGreaterThanOrEqual(1_500);
    const url = '/api/store/products?filter.v.availability=1';
    const { total, ids } = await walk(url);
    expect(total).toBe(facets.availability.in_stock);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);

    // An option value shared by 1,500 products or more, the same way.
    const big = facets.options
      .flatMap((o) => o.values.map((v) => ({ name: o.name, ...v })))
      .sort((a, b) => b.count - a.count)[0]!;
    expect(big.count).toBeGreaterThanOrEqual(1_500);
    const byValue = await walk(
      `/api/store/products?filter.v.option.${encodeURIComponent(big.name)}=${encodeURIComponent(big.value)}`,
    );
    expect(byValue.total).toBe(big.count);
    expect(new Set(byValue.ids).size).toBe(big.count);
  });

  it(
    'pages a search past a thousand results, and finds "shoe" from "sheo"',
    { timeout: 60_000 },
    async () => {
      const shoes = await walk('/api/store/products/search?q=shoe');
      const swapped = await walk('/api/store/products/search?q=sheo');
      // The same shoes, and no shorts or shoulder bags for a word the shop has.
      expect(new Set(swapped.ids)).toEqual(new Set(shoes.ids));
      const titles = (
        await get<ProductPage>(
          `/api/store/products?include_ids=${shoes.ids.slice(0, 100).join(',')}&page_size=100`,
        )
      ).data.map((p) => p.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((x) => /short|tote|bag/i.test(x))).toEqual([]);
      const everything = await walk('/api/store/products/search?q=a');
      expect(everything.total).toBeGreaterThanOrEqual(1_500);
      expect(new Set(everything.ids).size).toBe(everything.total);
    },
  );
});
