import { describe, expect, it } from 'vitest';
import { MicroCache, etagOf } from './micro-cache.ts';

const entry = { contentType: 'text/html', cacheControl: 'public', etag: etagOf('a'), body: 'a' };

describe('MicroCache', () => {
  it('keeps entries for its TTL only', async () => {
    const cache = new MicroCache(30);
    cache.set('k', entry);
    expect(cache.get('k')?.body).toBe('a');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and drops the oldest past its size', () => {
    const off = new MicroCache(0);
    off.set('k', entry);
    expect(off.get('k')).toBeUndefined();
    const small = new MicroCache(1000, 2);
    small.set('a', entry);
    small.set('b', entry);
    small.set('c', entry);
    expect(small.get('a')).toBeUndefined();
    expect(small.get('c')).toBeDefined();
  });
});

describe('the micro-cache in the app', () => {
  it('lets an entry expire even while it is being served', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const t = await createTestApp({ CATALOG_CACHE_TTL_MS: '300' });
    try {
      const key = 'GET en-US /api/store/categories';
      await t.app.inject('/api/store/categories');
      const stored = t.app.microCache.get(key)!.at;
      await new Promise((r) => setTimeout(r, 50));
      await t.app.inject('/api/store/categories');
      expect(t.app.microCache.get(key)!.at).toBe(stored);
    } finally {
      await t.close();
    }
  });
});
