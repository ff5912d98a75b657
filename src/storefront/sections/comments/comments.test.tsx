import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto, ProductPage } from '../../../modules/catalog/contract.ts';
import { CLOSED_REVIEWS_INDEX } from '../../../modules/catalog/demo-plan.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import type { StoreApi } from '../../api-client.ts';
import { Providers } from '../../Providers.tsx';
import type { ShopBoot } from '../../state/shop.tsx';
import section from './index.tsx';
import { settings as settingsSchema } from './settings.ts';

let t: TestApp;
let products: ProductDto[];
let boot: ShopBoot;
beforeAll(async () => {
  // Pages and lists are kept a few seconds per instance (micro-cache); these tests read their
  // own writes at once.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  products = ((await t.app.inject('/api/store/products?page_size=20')).json() as ProductPage).data;
  boot = await englishShopBoot();
});
afterAll(() => t.close());

/**
 * The reviews block as the browser shows it once the product page has hydrated: the section
 * reads its data through the API (GET comments) and renders its component.
 */
async function reviewsBlock(product: ProductDto, search = '') {
  const api = {
    reviews: async (q: Record<string, unknown>) => {
      const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
      return (await t.app.inject(`/api/store/comments?${query}`)).json();
    },
  } as unknown as StoreApi;
  const url = `http://shop.test${product.path}${search}`;
  const settings = settingsSchema.parse({});
  const data = await section.load!(
    { api, request: new Request(url), params: {}, page: product },
    settings,
  );
  return renderToString(
    <Providers boot={boot}>
      <MemoryRouter initialEntries={[`${product.path}${search}`]}>
        <section.Component
          id="reviews"
          settings={settings}
          data={data}
          page={product}
          lead={false}
        />
      </MemoryRouter>
    </Providers>,
  );
}

const reviewsIn = (html: string) => html.match(/data-testid="review"/g)?.length ?? 0;

describe('the reviews on the product page (comments section)', () => {
  it('keeps their place in the server page, with the rating that leads to them', async () => {
    const product = products[0]!;
    const html = (await t.app.inject(product.path)).body;
    // Read and rendered by the browser after hydration: the page holds their place.
    expect(html).toContain('data-section="comments"');
    expect(reviewsIn(html)).toBe(0);
    // The star rating, in the server's page, leads to them.
    expect(html).toMatch(/<a class="rating__link" href="#reviews"/);
  });

  it('shows the summary and the first 10 reviews, and a link to the next', async () => {
    const product = products[0]!;
    const html = await reviewsBlock(product);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('Customer reviews');
    expect(html).toContain(product.average_rating.toFixed(1));
    expect(html).toContain('Based on 23 reviews');
    expect(reviewsIn(html)).toBe(10);
    expect(html).toContain('?reviews_page=2#reviews');
    // Pictures open from their thumbnails.
    expect(html).toMatch(/<img src="\/api\/store\/files\/[\w-]+\/thumbnail"/);
  });

  it('shows the page of reviews its address names (?reviews_page=2)', async () => {
    const product = products[0]!;
    const html = await reviewsBlock(product, '?reviews_page=2');
    expect(reviewsIn(html)).toBe(10);
    expect(html).toContain('?reviews_page=3#reviews');
    expect(html).toContain('Newest reviews');
    const last = await reviewsBlock(product, '?reviews_page=3');
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
    const html = await reviewsBlock(product);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; nice');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    // A shopper's words keep their own direction (an English review on a Hebrew page).
    expect(html).toMatch(/<span class="review__author" dir="auto">&lt;b&gt;Eve/);
    expect(html).toMatch(/<p class="review__body" dir="auto">&lt;script&gt;/);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('shows no reviews block when the product does not take reviews', async () => {
    const closed = products[CLOSED_REVIEWS_INDEX]!;
    expect(closed.review_status).toBe('closed');
    const html = (await t.app.inject(closed.path)).body;
    expect(html).toContain(closed.title);
    expect(html).not.toContain('class="rating__link"');
    expect(await reviewsBlock(closed)).not.toContain('id="reviews"');
  });
});
