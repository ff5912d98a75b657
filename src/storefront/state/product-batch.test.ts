import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { createProductBatchLoader } from './product-batch.ts';

const product = (ID: number) => ({ ID, title: `P${ID}` }) as ProductDto;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeApi(fail?: (ids: number[]) => boolean) {
  const calls: Record<string, string | number>[] = [];
  const fetch = vi.fn(async (query: Record<string, string | number>) => {
    calls.push(query);
    const ids = String(query.include_ids).split(',').map(Number);
    if (fail?.(ids)) throw new Error('502');
    // The shop answers what it has, in its own order; 404 is not among them.
    return {
      data: ids
        .filter((id) => id !== 404)
        .reverse()
        .map(product),
    };
  });
  return { fetch, calls };
}

describe('the product batch loader', () => {
  it('batches loads within 800 ms into one request, matched by ID', async () => {
    const api = fakeApi();
    const loader = createProductBatchLoader(api.fetch);
    const a = loader.load(1);
    await vi.advanceTimersByTimeAsync(500);
    const b = loader.load(2);
    const c = loader.load(404);
    const again = loader.load(1);
    await vi.advanceTimersByTimeAsync(799);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toEqual([
      {
        include_ids: '1,2,404',
        with: 'variants,gallery',
        page_size: 100,
        is_use_style_combination: 0,
      },
    ]);
    expect((await a)?.ID).toBe(1);
    expect((await b)?.ID).toBe(2);
    expect(await c).toBeNull();
    expect((await again)?.ID).toBe(1);
  });

  it('waits 400 ms for the non-meta loader', async () => {
    const api = fakeApi();
    const loader = createProductBatchLoader(api.fetch, { waitMs: 400 });
    void loader.load(7);
    await vi.advanceTimersByTimeAsync(399);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(1);
  });

  it('sends at the latest 2400 ms after the first load, however many follow', async () => {
    const api = fakeApi();
    const loader = createProductBatchLoader(api.fetch);
    void loader.load(1);
    for (let t = 700; t < 2400; t += 700) {
      await vi.advanceTimersByTimeAsync(700);
      void loader.load(t);
    }
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2400 - 2100);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.include_ids).toBe('1,700,1400,2100');
  });

  it('asks for at most 100 IDs a request, and a failure rejects only its own loads', async () => {
    const api = fakeApi((ids) => ids.includes(150));
    const loader = createProductBatchLoader(api.fetch);
    const loads = Array.from({ length: 150 }, (_, i) => loader.load(i + 1));
    const settled = Promise.allSettled(loads);
    await vi.advanceTimersByTimeAsync(800);
    expect(api.calls.map((q) => String(q.include_ids).split(',').length)).toEqual([100, 50]);
    expect(api.calls.every((q) => q.page_size === 100)).toBe(true);
    const results = await settled;
    expect(results.slice(0, 100).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.slice(100).every((r) => r.status === 'rejected')).toBe(true);
  });
});
