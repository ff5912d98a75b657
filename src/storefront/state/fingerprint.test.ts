import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fingerprintOf, FINGERPRINT_DEFER_MS } from './fingerprint.ts';

afterEach(() => vi.useRealTimers());

describe('the device fingerprint', () => {
  it('is deferred 500 ms where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    const work = vi.fn(() => 'done');
    const result = deferred(work, {});
    await vi.advanceTimersByTimeAsync(FINGERPRINT_DEFER_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(await result).toBe('done');
    expect(FINGERPRINT_DEFER_MS).toBe(500);
  });

  it('waits for an idle moment where the browser has one', async () => {
    vi.useFakeTimers();
    let idle: (() => void) | undefined;
    const work = vi.fn(() => 'done');
    const result = deferred(work, { requestIdleCallback: (run) => ((idle = run), 1) });
    await vi.advanceTimersByTimeAsync(FINGERPRINT_DEFER_MS * 4);
    expect(work).not.toHaveBeenCalled();
    idle!();
    expect(await result).toBe('done');
  });

  it('is a one-way hash of the traits: the same for the same browser, another for another', async () => {
    const phone = ['de-DE', 'Europe/Berlin', '390x844x24', 3, 6, 4, 5, 'Mobile'];
    const office = ['de-DE', 'Europe/Berlin', '1920x1080x24', 1, 8, 8, 0, 'Desktop'];
    const a = await fingerprintOf(phone);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprintOf([...phone])).toBe(a);
    expect(await fingerprintOf(office)).not.toBe(a);
    expect(a).not.toContain('Berlin');
  });
});
