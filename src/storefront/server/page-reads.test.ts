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
  return Object.assign(statements, { html: res.body });
}

describe('an uncached product page', () => {
  it('reads its product, and what its combinations and group show, in at most 2 statements', async () => {
    const listed = JSON.parse((await t.app.inject({ url: '/api/store/products?page_size=3' })).body)
      .data as { path: string }[];
    // The first is the demo's combination lead; the teapot has the demo's group.
    const paths = [...listed.map((p) => p.path), '/products/stoneware-teapot'];
    for (const path of paths) {
      const reads = await readsOf(path);
      expect(reads.length, path).toBeLessThanOrEqual(2);
      // The product with its variants, gallery and options is one statement.
      expect(
        reads.filter((q) => q.includes('where p.slug =')),
        path,
      ).toHaveLength(1);
      // The merchandising (tags, buttons, size charts, combinations, groups) is kept for the
      // whole shop.
      expect(
        reads.filter((q) => q.includes('"merch_')),
        path,
      ).toHaveLength(0);
      // The reviews and the recommendations below the fold are the browser's to read: their
      // places are in the page, empty.
      expect(
        reads.filter((q) => q.includes('"reviews"')),
        path,
      ).toHaveLength(0);
      expect(reads.html, path).toContain('data-section="comments"');
      expect(reads.html, path).toContain('data-section="guess-you-like"');
      // The combinations' items and the group's members: one statement, when there are any.
      expect(reads.filter((q) => q.includes('where p.id = any(')).length, path).toBeLessThanOrEqual(
        1,
      );
    }
    // What the merged reads bring is on the page: both combinations of the lead (their titles
    // and items), and the group with its members.
    const lead = await readsOf(listed[0]!.path);
    expect(lead.filter((q) => q.includes('where p.id = any('))).toHaveLength(1);
    expect(lead.html).toContain('Complete the look');
    expect(lead.html).toContain('Pair it with');
    // The demo's two combinations: four items and three.
    expect(lead.html.match(/class="combination__item"/g)).toHaveLength(7);
    const teapot = await readsOf('/products/stoneware-teapot');
    expect(teapot.filter((q) => q.includes('where p.id = any('))).toHaveLength(1);
    expect(teapot.html).toContain('Tea for two');
    // Each member is shown with its variant (read with all its variants, beside cards read
    // without theirs): the teapot, two mugs and the candle.
    expect(teapot.html.match(/data-testid="group-member"/g)).toHaveLength(3);
  });
});

describe('uncached product pages asked for at once', () => {
  it('read their products in one statement, each page its own', async () => {
    const listed = JSON.parse((await t.app.inject({ url: '/api/store/products?page_size=4' })).body)
      .data as { path: string; ID: number }[];
    for (const { path } of listed) await readsOf(path);
    const { result: pages, statements } = await recorder.during(() =>
      Promise.all(listed.map(({ path }) => t.app.inject({ url: path }))),
    );
    pages.forEach((page, i) => {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-product-id="${listed[i]!.ID}"`);
    });
    expect(statements.filter((q) => q.includes('where p.slug ='))).toHaveLength(1);
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
