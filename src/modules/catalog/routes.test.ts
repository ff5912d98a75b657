import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { CategoryDto, ProductPage, ProductDto } from './contract.ts';
import { products, variants } from './schema.ts';
import { refreshProductSummaries } from './product-summaries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
};

describe('GET /api/store/products', () => {
  it('pages through the catalogue with decimal prices', async () => {
    const { status, body } = await get<ProductPage>('/api/store/products?page_size=100');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(100);
    expect(body.total).toBeGreaterThanOrEqual(120);
    expect(body.total_pages).toBe(Math.ceil(body.total / 100));
    const product = body.data[0]!;
    expect(product).toMatchObject({
      ID: expect.any(Number),
      slug: expect.any(String),
      path: `/products/${product.slug}`,
    });
    expect(product.price).toBe(product.min_price);
    expect(Number.isInteger(product.price * 100)).toBe(true);
    expect(product.categories[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
    });
    expect(product.variants).toBeUndefined();
    expect(product.description).toBeUndefined();
    const second = await get<ProductPage>('/api/store/products?page_size=100&page=2');
    expect(second.body.data.length).toBe(body.total - 100);
    expect(second.body.data[0]!.ID).not.toBe(product.ID);
  });

  it('adds variants and gallery on request, and matches include_ids', async () => {
    const first = await get<ProductPage>('/api/store/products?page_size=3');
    const ids = first.body.data.map((p) => p.ID);
    const { body } = await get<ProductPage>(
      `/api/store/products?include_ids=${ids.join(',')}&with=variants,gallery&page_size=100&is_use_style_combination=0`,
    );
    expect(body.data.map((p) => p.ID).sort()).toEqual([...ids].sort());
    const product = body.data[0]!;
    expect(product.variants!.length).toBeGreaterThan(0);
    expect(product.variants![0]).toMatchObject({
      ID: expect.any(Number),
      price: expect.any(Number),
      attrs: expect.any(Array),
      buy_able: expect.any(Boolean),
    });
    expect(product.gallery![0]).toMatchObject({
      url: expect.stringMatching(/^\/media\//),
      width: 1200,
      height: 1200,
      thumbnail: expect.stringMatching(/-100\.webp$/),
    });
    expect(product.variant_attrs![0]!.values.length).toBeGreaterThan(0);
  });

  it('rejects a page size over 100 with a translated 422', async () => {
    const { status, body } = await get<{ code: string; message: string }>(
      '/api/store/products?page_size=101',
    );
    expect(status).toBe(422);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('The page size must be a whole number from 1 to 100.');
    const bad = await get<{ code: string }>('/api/store/products?include_ids=1,abc');
    expect(bad.status).toBe(422);
    const badWith = await get<{ code: string }>('/api/store/products?with=secrets');
    expect(badWith.status).toBe(422);
  });

  it('filters by collection and 404s an unknown one', async () => {
    const { body } = await get<ProductPage>('/api/store/products?category=eyewear&page_size=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.categories.some((c) => c.slug === 'eyewear'))).toBe(true);
    const missing = await get<{ code: string }>('/api/store/products?category=nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('category_not_found');
  });
});

describe('GET /api/store/products/{slug}', () => {
  it('returns the product with variants, options and gallery', async () => {
    const { body: list } = await get<ProductPage>('/api/store/products?page_size=1');
    const { status, body, headers } = await get<{ data: ProductDto }>(
      `/api/store/products/${list.data[0]!.slug}`,
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('s-maxage');
    expect(body.data.variants!.length).toBeGreaterThan(0);
    expect(body.data.gallery!.length).toBeGreaterThan(0);
    expect(body.data.variant_attrs!.length).toBeGreaterThan(0);
    expect(body.data.description).toContain('<p>');
  });

  it('answers 404 with a code and the translated message', async () => {
    const { status, body } = await get<{ code: string; message: string }>(
      '/api/store/products/no-such-thing',
    );
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 'product_not_found',
      message: 'The product is no longer available',
    });
  });
});

type VariantChange = Partial<
  Pick<typeof variants.$inferInsert, 'price' | 'stock' | 'manageStock' | 'backorders'>
>;

/** Changes a demo product's variants (in their order) as a merchant would, and its summaries. */
async function changeVariants(slug: string, changes: VariantChange[]): Promise<void> {
  const { db } = t.database;
  const [product] = await db.select().from(products).where(eq(products.slug, slug));
  for (const [position, change] of changes.entries()) {
    await db
      .update(variants)
      .set(change)
      .where(and(eq(variants.productId, product!.id), eq(variants.position, position)));
  }
  await refreshProductSummaries(db, [product!.id]);
}

// Each test changes a product no other test of this file reads (the API keeps answers a while).
describe('a product’s prices, default variant and buyability, from its variants', () => {
  it('ranges its prices over the variants, and starts on the cheapest (15.00 and 10.00)', async () => {
    await changeVariants('trucker-cap', [{ price: 1500 }, { price: 1000 }]);
    const { body } = await get<{ data: ProductDto }>('/api/store/products/trucker-cap');
    const [navy, black] = body.data.variants!;
    expect(body.data).toMatchObject({ min_price: 10, max_price: 15, price: 10, buy_able: true });
    expect(body.data.min_price_variant).toMatchObject({ ID: black!.ID, price: 10 });
    expect(navy!.attrs).toEqual([{ name: 'Color', value: 'Navy' }]);
    // The attribute says which value is selected, besides its name and all its values.
    expect(body.data.variant_attrs![0]).toMatchObject({
      name: 'Color',
      value: 'Black',
      values: ['Navy', 'Black'],
    });
    const { body: list } = await get<ProductPage>(
      `/api/store/products?include_ids=${body.data.ID}`,
    );
    expect(list.data[0]).toMatchObject({ min_price: 10, max_price: 15 });
  });

  it('takes the cheapest variant that can be bought, not a cheaper one sold out', async () => {
    await changeVariants('washed-cap', [
      { price: 1000, stock: 0, manageStock: true, backorders: 'no' },
      { price: 1500, stock: 4 },
    ]);
    const { body } = await get<{ data: ProductDto }>('/api/store/products/washed-cap');
    const [navy, black] = body.data.variants!;
    expect(navy!.buy_able).toBe(false);
    expect(body.data.min_price_variant).toMatchObject({ ID: black!.ID, price: 15 });
    expect(body.data.variant_attrs![0]!.value).toBe('Black');
    expect(body.data.buy_able).toBe(true);
  });

  it('cannot be bought when every variant is out of managed stock without backorders', async () => {
    const soldOut = { stock: 0, manageStock: true, backorders: 'no' } as const;
    await changeVariants('corduroy-cap', [soldOut, soldOut]);
    const { body } = await get<{ data: ProductDto }>('/api/store/products/corduroy-cap');
    expect(body.data.variants!.map((v) => v.buy_able)).toEqual([false, false]);
    expect(body.data).toMatchObject({ buy_able: false, variant_buy_able: false });
    expect(body.data.min_price_variant).toBeNull();
    // Nothing to buy: the page opens on the first variant.
    expect(body.data.variant_attrs![0]!.value).toBe('Navy');
  });
});

describe('GET /api/store/categories', () => {
  it('lists the collections with product counts', async () => {
    const { body } = await get<{ data: CategoryDto[] }>('/api/store/categories');
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    const total = body.data.reduce((n, c) => n + c.product_count, 0);
    expect(total).toBeGreaterThanOrEqual(120);
    expect(body.data[0]).toMatchObject({ slug: 'dresses', path: '/collections/dresses' });
  });
});
