import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicroCache, etagOf } from './micro-cache.ts';

const body = Buffer.from('a');
const entry = { contentType: 'text/html', cacheControl: 'public', etag: etagOf(body), body };

afterEach(() => {
  vi.useRealTimers();
});

describe('MicroCache', () => {
  it('keeps entries for its TTL only', () => {
    vi.useFakeTimers();
    const cache = new MicroCache(30);
    cache.set('k', entry);
    vi.advanceTimersByTime(30);
    expect(cache.get('k')?.body.toString()).toBe('a');
    vi.advanceTimersByTime(1);
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

  it('does not keep a render that a change overtook: it may show what the change replaced', () => {
    const cache = new MicroCache(1000);
    const shows = (tag: string) => ({ ...entry, tags: [tag] });
    const started = cache.version;
    cache.forget(['product:1']);
    // Product 1's page, rendered from before its change, is sent but not kept; product 2's is.
    cache.set('one', shows('product:1'), started);
    cache.set('two', shows('product:2'), started);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toBeDefined();
    cache.set('one', shows('product:1'), cache.version);
    expect(cache.get('one')).toBeDefined();
    // A change of everything overtakes every render in flight.
    const later = cache.version;
    cache.clear();
    cache.set('two', shows('product:2'), later);
    expect(cache.get('two')).toBeUndefined();
  });
});

describe('the micro-cache in the app', () => {
  it('lets an entry expire even while it is being served', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const t = await createTestApp({ PAGE_CACHE_TTL_MS: '300' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const key = 'GET en-US /api/store/categories';
      await t.app.inject('/api/store/categories');
      const stored = t.app.microCache.get(key)!.at;
      vi.advanceTimersByTime(200);
      await t.app.inject('/api/store/categories');
      expect(t.app.microCache.get(key)!.at).toBe(stored);
      vi.advanceTimersByTime(101);
      expect(t.app.microCache.get(key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });

  it('forgets everything when the catalogue changes, in this process or another', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const { announceChange } = await import('./changes.ts');
    const t = await createTestApp();
    try {
      await t.app.inject('/api/store/categories');
      expect(t.app.microCache.get('GET en-US /api/store/categories')).toBeDefined();
      // What `vitrine seed` does beside a running shop: it announces the change on the database.
      await announceChange(t.database.db, 'catalog');
      await vi.waitFor(() =>
        expect(t.app.microCache.get('GET en-US /api/store/categories')).toBeUndefined(),
      );
    } finally {
      await t.close();
    }
  });

  it('hears changes again after PostgreSQL drops its listening connection', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const { announceChange } = await import('./changes.ts');
    const { sql } = await import('drizzle-orm');
    // A long life: only the announced change can clear the entry.
    const t = await createTestApp({ PAGE_CACHE_TTL_MS: '600000' });
    const key = 'GET en-US /api/store/categories';
    try {
      if (t.database.kind === 'postgres') {
        // A failover or restart, as the shop sees it: the server ends the LISTEN connection.
        await t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'listen %'`,
        );
      }
      await vi.waitFor(
        async () => {
          await t.app.inject('/api/store/categories');
          await announceChange(t.database.db, 'catalog');
          // Once listening again, the announcement reaches this process and clears the page.
          await vi.waitFor(() => expect(t.app.microCache.get(key)).toBeUndefined(), {
            timeout: 1000,
            interval: 20,
          });
        },
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await t.close();
    }
  });
});
