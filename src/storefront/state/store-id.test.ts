import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollStoreId, STORE_ID_ATTEMPTS, STORE_ID_RETRY_MS } from './store-id.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A look at the store id that notes when it was made, and finds `id` from the `from`th look. */
function looker(id: string | null, from = Infinity) {
  const start = Date.now();
  const looks: number[] = [];
  return {
    looks,
    look: () => {
      looks.push(Date.now() - start);
      return looks.length >= from ? id : null;
    },
  };
}

describe('store id retry polling (spec section 9: 5 attempts at 200 ms)', () => {
  it('looks 5 times, 200 ms apart, then gives up with nothing', async () => {
    expect(STORE_ID_ATTEMPTS).toBe(5);
    expect(STORE_ID_RETRY_MS).toBe(200);
    const missing = looker(null);
    let answer: string | null | undefined;
    void pollStoreId(missing.look).then((found) => (answer = found));
    await vi.advanceTimersByTimeAsync(799);
    expect(missing.looks).toEqual([0, 200, 400, 600]);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(missing.looks).toEqual([0, 200, 400, 600, 800]);
    expect(answer).toBeNull();
    // Given up: no sixth look, nothing left waiting.
    await vi.advanceTimersByTimeAsync(5000);
    expect(missing.looks).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers the store id as soon as a look finds it, and looks no more', async () => {
    const late = looker('vitrine', 3);
    const found = pollStoreId(late.look);
    await vi.advanceTimersByTimeAsync(400);
    await expect(found).resolves.toBe('vitrine');
    expect(late.looks).toEqual([0, 200, 400]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for nothing when the store id is there at once', async () => {
    const ready = looker('vitrine', 1);
    await expect(pollStoreId(ready.look)).resolves.toBe('vitrine');
    expect(ready.looks).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
