import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { CATALOG_CACHE_TTL_MS: '0', LOG_LEVEL: 'error' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
});
afterAll(() => t.close());

/** The product titles a list page shows, in order. */
async function titles(url: string) {
  const res = await t.app.inject({ url, headers: { 'x-lang': 'en-US' } });
  expect(res.statusCode, url).toBe(200);
  return [...res.body.matchAll(/<h3 class="card__title" dir="auto">([^<]+)/g)].map((m) => m[1]);
}

describe("a list page's filters", () => {
  it('keep a vendor or value in its own direction (an English name on a Hebrew page)', async () => {
    const res = await t.app.inject({ url: '/he/collections/dresses' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="he-IL" dir="rtl"/);
    expect(res.body).toContain(
      '<span class="filter-value__label" dir="auto">Field &amp; Co.</span>',
    );
  });
});

describe('a list page ignores a filter or sort value it cannot take', () => {
  it('shows the list unfiltered by a value too long, a sort it does not know, or too many values', async () => {
    const long = (n: number) => 'a'.repeat(n);
    const collection = await titles('/collections/dresses');
    expect(collection.length).toBeGreaterThan(0);
    for (const param of ['filter.v.option.color', 'filter.p.vendor', 'filter.v.price.gte']) {
      expect(await titles(`/collections/dresses?${param}=${long(201)}`)).toEqual(collection);
    }
    const many = Array.from({ length: 60 }, () => 'filter.v.option.color=Red').join('&');
    // The first values a filter takes count; the rest are left out.
    expect(await titles(`/collections/dresses?${many}`)).toEqual(
      await titles('/collections/dresses?filter.v.option.color=Red'),
    );
    const search = await titles('/search?q=dress');
    expect(search.length).toBeGreaterThan(0);
    expect(await titles(`/search?q=dress&sort_by=${long(41)}`)).toEqual(search);
    expect(await titles(`/search?q=dress&sort_by=no-such-sort`)).toEqual(search);
  });
});

describe('a page that fails', () => {
  it('logs its error with the 500 it answers', async () => {
    await t.database.db.execute(sql`alter table products rename to products_away`);
    try {
      const res = await t.app.inject('/search?q=dress');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table products_away rename to products`);
    }
    const failed = logs.map((line) => JSON.parse(line)).filter((l) => l.msg === 'page failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].err.message).toContain('products');
    expect(failed[0].level).toBe(50);
  });
});

describe("a list page's pictures", () => {
  it('loads its first row at once and fetches only the first card picture first', async () => {
    const res = await t.app.inject({ url: '/collections/dresses', headers: { 'x-lang': 'en-US' } });
    const cards = [...res.body.matchAll(/<img class="card__image"[^>]*>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.filter((img) => img.includes('loading="eager"')).length).toBeGreaterThan(1);
    expect(cards.map((img) => img.includes('fetchPriority="high"'))).toEqual(
      cards.map((_, i) => i === 0),
    );
    // The head preloads that one picture, before the styles and fonts.
    const first = /src="([^"]+)"/.exec(cards[0]!)![1]!;
    expect(res.body).toContain(`<link rel="preload" as="image" href="${first}"`);
  });
});
