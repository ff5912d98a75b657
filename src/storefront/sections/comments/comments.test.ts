import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto, ProductPage } from '../../../modules/catalog/contract.ts';
import { CLOSED_REVIEWS_INDEX } from '../../../modules/catalog/seed.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let products: ProductDto[];
beforeAll(async () => {
  // Pages and lists are kept a few seconds per instance (micro-cache); these tests read their
  // own writes at once.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  products = ((await t.app.inject('/api/store/products?page_size=20')).json() as ProductPage).data;
});
afterAll(() => t.close());

const reviewsIn = (html: string) => html.match(/data-testid="review"/g)?.length ?? 0;

describe('the reviews on the product page (comments section)', () => {
  it('renders the summary and the first 10 reviews with the page, and a link to the next', async () => {
    const product = products[0]!;
    const html = (await t.app.inject(product.path)).body;
    expect(html).toContain('id="reviews"');
    expect(html).toContain('Customer reviews');
    expect(html).toContain(product.average_rating.toFixed(1));
    expect(html).toContain('Based on 23 reviews');
    expect(reviewsIn(html)).toBe(10);
    expect(html).toContain('?reviews_page=2#reviews');
    // The star rating leads to the reviews.
    expect(html).toMatch(/<a class="rating__link" href="#reviews"/);
    // Pictures open from their thumbnails.
    expect(html).toMatch(/<img src="\/api\/store\/files\/[\w-]+\/thumbnail"/);
  });

  it('shows the next page without JavaScript (?reviews_page=2)', async () => {
    const product = products[0]!;
    const html = (await t.app.inject(`${product.path}?reviews_page=2`)).body;
    expect(reviewsIn(html)).toBe(10);
    expect(html).toContain('?reviews_page=3#reviews');
    expect(html).toContain('Newest reviews');
    const last = (await t.app.inject(`${product.path}?reviews_page=3`)).body;
    expect(reviewsIn(last)).toBe(3);
    expect(last).not.toContain('reviews_page=4');
  });

  it('escapes a review: its text is never HTML', async () => {
    const product = products.find((p) => p.review_status === 'open' && p.review_count === 0)!;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/store/comments',
      headers: { 'content-type': 'application/json' },
      payload: {
        product_id: product.ID,
        rating: 4,
        author: '<b>Eve</b>',
        email: 'eve@example.com',
        body: '<script>alert(1)</script> nice',
      },
    });
    expect(posted.statusCode).toBe(201);
    const html = (await t.app.inject(product.path)).body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; nice');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('shows no reviews block when the product does not take reviews', async () => {
    const closed = products[CLOSED_REVIEWS_INDEX]!;
    expect(closed.review_status).toBe('closed');
    const html = (await t.app.inject(closed.path)).body;
    expect(html).toContain(closed.title);
    expect(html).not.toContain('id="reviews"');
    expect(html).not.toContain('class="rating__link"');
  });
});
