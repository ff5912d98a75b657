import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, loadChunk } from './chunk-load.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading a chunk of the shop’s code (spec sections 8 and 9)', () => {
  it('gives up a chunk that never answers as a ChunkLoadError at 120 s, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let outcome: unknown = 'pending';
    loadChunk(() => new Promise(() => {})).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(outcome)).toBe(true);
    expect((outcome as Error).name).toBe('ChunkLoadError');
  });

  it('makes a failed import a ChunkLoadError, and passes a loaded module on', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failed).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Failed to fetch dynamically imported module',
    });
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    });
    // Nothing is left waiting once the module came.
    expect(vi.getTimerCount()).toBe(0);
  });
});
