import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { preferredEncoding } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('sends a page and a product list brotli- or gzip-compressed, the same once decoded', async () => {
    for (const url of ['/collections/shoes', '/api/store/products?page_size=20']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      // Served again (from the micro-cache): still compressed, still the same.
      const again = await get(url, 'br');
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves small answers and a 304 as they are', async () => {
    const small = await get('/healthz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const first = await get('/collections/shoes', 'br');
    const again = await t.app.inject({
      url: '/collections/shoes',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
