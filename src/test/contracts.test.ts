import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../modules/cart/contract.ts';
import { categorySchema, productPageSchema, productSchema } from '../modules/catalog/contract.ts';
import { policySchema } from '../modules/content/contract.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

// The serialiser writes what the schemas declare; these checks hold the answers to them, field
// by field, so a schema that drifted from its service is caught here.
describe('every answer matches its contract', () => {
  it('the product lists, plain and with their parts', async () => {
    for (const url of [
      '/api/store/products?page_size=100',
      '/api/store/products?page_size=20&with=variants,gallery',
      '/api/store/products?category=eyewear&with=variants',
    ]) {
      const body = await get(url);
      expect(productPageSchema.strict().parse(body)).toEqual(body);
    }
  });

  it('a product, the collections and the policies', async () => {
    const { data } = await get('/api/store/products?page_size=1');
    const product = (await get(`/api/store/products/${data[0].slug}`)).data;
    expect(productSchema.strict().parse(product)).toEqual(product);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.description.length).toBeGreaterThan(0);
    for (const category of (await get('/api/store/categories')).data) {
      expect(categorySchema.strict().parse(category)).toEqual(category);
    }
    const policies = (await get('/api/store/policies')).data;
    expect(policies.map((p: { handle: string }) => p.handle).sort()).toEqual([
      'privacy-policy',
      'refund-policy',
      'shipping-policy',
      'terms-of-service',
    ]);
    for (const policy of policies) expect(policySchema.strict().parse(policy)).toEqual(policy);
  });

  it('the cart, empty and with lines', async () => {
    expect(cartSchema.strict().parse(await get('/api/store/cart'))).toBeTruthy();
    const { data } = await get('/api/store/products?page_size=10&with=variants');
    const product = data.find((p: { buy_able: boolean }) => p.buy_able);
    const variant = product.variants.find((v: { buy_able: boolean }) => v.buy_able);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart',
      payload: { items: [{ product_id: product.ID, variant_id: variant.ID, quantity: 1 }] },
    });
    const cart = added.json();
    expect(cartSchema.strict().parse(cart)).toEqual(cart);
    expect(Object.keys(cart.cart)).toHaveLength(1);
  });
});
