import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { fetchToken, TOKEN_RETRIES, TOKEN_RETRY_MS } from './rewards.ts';

afterEach(() => vi.useRealTimers());

describe('the rewards token fetch (spec sections 7, 8 and 9)', () => {
  it('tries again 3 times, 50 ms apart, then gives up silently with an empty token', async () => {
    vi.useFakeTimers();
    const tried: number[] = [];
    const start = Date.now();
    const failing = () => {
      tried.push(Date.now() - start);
      return Promise.reject(new ApiError(500, 'error', 'Internal error'));
    };
    const token = fetchToken(failing);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(token).resolves.toBe('');
    expect(TOKEN_RETRIES).toBe(3);
    expect(TOKEN_RETRY_MS).toBe(50);
    expect(tried).toEqual([0, 50, 100, 150]);
  });

  it('answers the token of the first attempt that succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const flaky = () =>
      ++calls < 3
        ? Promise.reject(new ApiError(0, 'network_error', 'offline'))
        : Promise.resolve({ token: 'abc' });
    const token = fetchToken(flaky);
    await vi.advanceTimersByTimeAsync(200);
    await expect(token).resolves.toBe('abc');
    expect(calls).toBe(3);
  });

  it('does not try again for a visitor (401)', async () => {
    let calls = 0;
    const visitor = () => {
      calls++;
      return Promise.reject(new ApiError(401, 'not_logged_in', 'Log in to continue.'));
    };
    await expect(fetchToken(visitor)).resolves.toBe('');
    expect(calls).toBe(1);
  });
});
