import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('serves OpenAPI 3 generated from the routes, with their schemas', async () => {
    const res = await t.app.inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/store/products',
        '/api/store/products/{slug}',
        '/api/store/categories',
        '/api/store/cart',
        '/api/store/policies',
        '/api/app/multi_sites',
      ]),
    );
    const list = doc.paths['/api/store/products'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'category', 'tag', 'include_ids', 'with']),
    );
    const product = list.responses['200'].content['application/json'].schema;
    expect(product.properties.data.items.properties).toHaveProperty('regular_price_num');
    const add = doc.paths['/api/store/cart'].post;
    expect(add.requestBody.content['application/json'].schema.properties.items.type).toBe('array');
    // Pages, media and health checks are not API operations; the store's, the app's, the
    // newsletter's (/api/contacts), the rewards' points endpoint and the statistics are.
    expect(
      Object.keys(doc.paths).filter(
        (p) => !/^\/api\/(store\/|app\/|contacts|rewards\/|statistics\/)/.test(p),
      ),
    ).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/contacts',
        '/api/contacts/confirm',
        '/api/rewards/points',
        '/api/statistics/events',
        '/api/statistics/track',
        '/api/store/trackhub',
      ]),
    );
  });

  it('serves a readable reference page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
