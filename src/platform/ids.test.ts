import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an id past the column’s range', () => {
  it('is a translated 4xx wherever an id is read, in every language', async () => {
    const urls = [
      '/api/store/product_palettes?filter[product_id]=2147483648',
      '/api/store/product_palettes?filter[product_id]=1,2147483648',
      '/api/store/products?include_ids=4294967296',
      '/api/store/size-chart/products/2147483648/chart',
      '/api/store/combinations?product_id=2147483648',
      '/api/store/grouped_products?product_id=2147483648',
      '/api/store/comments?product_id=2147483648',
      '/api/store/code_display?product_id=2147483648&variant_id=1',
    ];
    for (const url of urls) {
      const messages = new Set<string>();
      for (const lang of ['en-US', 'de-DE', 'he-IL']) {
        const res = await t.app.inject({ url, headers: { 'x-lang': lang } });
        expect(res.statusCode, url).toBe(422);
        messages.add(res.json().message);
      }
      expect(messages.size, url).toBe(3);
    }
  });
});
