import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { PRODUCT_PAGE_BUDGET_BYTES } from './page-budget.ts';

// What a product page weighs on the wire before compression: a phone on a slow network waits
// for all of it before the page is whole, and parses its data before it responds.
let t: TestApp;
let products: ProductDto[];
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  products = (await readShop(t.app)).products;
});
afterAll(() => t.close());

/**
 * The tags a client build adds to a page (its script, module preloads and stylesheet links,
 * 2.4 KB on the demo shop's product pages), which a test app without a build leaves out.
 */
const BUILD_TAGS_BYTES = 3 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('a product page', () => {
  it('weighs at most its budget, the demo shop heaviest ones included', async () => {
    // The heaviest pages: the products of most variants, most pictures and most reviews.
    const heaviest = [...products]
      .sort(
        (a, b) =>
          b.variants!.length - a.variants!.length ||
          (b.gallery?.length ?? 0) - (a.gallery?.length ?? 0) ||
          b.review_count - a.review_count,
      )
      .slice(0, 5);
    expect(heaviest[0]!.variants!.length).toBeGreaterThanOrEqual(30);
    for (const product of heaviest) {
      const res = await t.app.inject(product.path);
      expect(res.statusCode).toBe(200);
      // The page is whole: its title, its price and its variants' choices.
      expect(res.body).toContain(`<h1 class="product__title" dir="auto">`);
      expect(res.body).toContain('name="variant_id"');
      const bytes = Buffer.byteLength(res.body);
      expect(
        bytes + BUILD_TAGS_BYTES,
        `${product.path}: ${kb(bytes)} + ${kb(BUILD_TAGS_BYTES)} of build tags`,
      ).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET_BYTES);
    }
  });
});
