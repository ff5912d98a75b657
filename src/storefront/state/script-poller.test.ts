import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrivacy } from './analytics.ts';
import {
  LOAD_FAILED_EVENT,
  loadPaymentScripts,
  pollScripts,
  trackLoadFailed,
  SCRIPT_EVENT,
  SCRIPT_POLL_INTERVAL_MS,
  type ScriptStatus,
} from './script-poller.ts';

/** A script whose status the test moves by hand. */
const script = (id: string) => {
  let status: ScriptStatus = 'loading';
  return { id, status: () => status, set: (s: ScriptStatus) => (status = s) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('payment-provider script polling (spec sections 4 and 9: every 1 second)', () => {
  it('checks at 1000 ms intervals until both scripts are handled, then stops', () => {
    expect(SCRIPT_POLL_INTERVAL_MS).toBe(1000);
    const fast = script('gateway');
    const slow = script('wallet');
    const reports: [number, string, string][] = [];
    const start = Date.now();
    pollScripts([fast, slow], (id, status) => reports.push([Date.now() - start, id, status]));
    vi.advanceTimersByTime(300);
    fast.set('loaded');
    vi.advanceTimersByTime(699);
    expect(reports).toEqual([]); // not before the first check at 1000 ms
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([[1000, 'gateway', 'loaded']]);
    vi.advanceTimersByTime(1500);
    slow.set('loaded');
    vi.advanceTimersByTime(499);
    expect(reports.length).toBe(1);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([
      [1000, 'gateway', 'loaded'],
      [3000, 'wallet', 'loaded'],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a script that failed to load as load_failed, once', () => {
    const blocked = script('wallet');
    const reports: string[] = [];
    pollScripts([blocked], (id, status) => reports.push(`${id}:${status}`));
    blocked.set('load_failed');
    vi.advanceTimersByTime(5000);
    expect(reports).toEqual(['wallet:load_failed']);
  });

  it('gives up a script still loading after the timeout as load_failed', () => {
    const hanging = script('wallet');
    const reports: string[] = [];
    pollScripts([hanging], (id, status) => reports.push(`${id}:${status}`), { timeoutMs: 5000 });
    vi.advanceTimersByTime(4000);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(reports).toEqual(['wallet:load_failed']);
  });

  it('adds the scripts to the page, reports each as the browser settles it and announces a blocked one', () => {
    const added: EventTarget[] = [];
    const document = {
      createElement: () => Object.assign(new EventTarget(), { dataset: {} }),
      head: { appendChild: (el: EventTarget) => added.push(el) },
    } as unknown as Document;
    const target = Object.assign(new EventTarget(), { document });
    const events: unknown[] = [];
    target.addEventListener(SCRIPT_EVENT, (e) => events.push((e as CustomEvent).detail));
    const statuses: string[] = [];
    loadPaymentScripts(
      [
        { id: 'gateway', src: '/test-gateway/v1/tokenize.js' },
        { id: 'wallet', src: 'https://wallet.invalid/pay.js' },
      ],
      (id, status) => statuses.push(`${id}:${status}`),
      target,
    );
    expect(added.map((el) => (el as unknown as { src: string }).src)).toEqual([
      '/test-gateway/v1/tokenize.js',
      'https://wallet.invalid/pay.js',
    ]);
    // The card form is usable the moment its script is, not at the next check.
    added[0]!.dispatchEvent(new Event('load'));
    expect(statuses).toEqual(['gateway:loaded']);
    added[1]!.dispatchEvent(new Event('error'));
    expect(statuses).toEqual(['gateway:loaded', 'wallet:load_failed']);
    vi.advanceTimersByTime(1000);
    expect(statuses).toEqual(['gateway:loaded', 'wallet:load_failed']);
    expect(events).toEqual([
      { id: 'gateway', status: 'loaded' },
      { id: 'wallet', status: 'load_failed' },
    ]);
  });
});

describe('a payment script that fails to load is told to analytics (spec sections 7 and 8)', () => {
  it('emits exactly one load_failed event with the script’s name, through the shop’s analytics client', async () => {
    const batches: { events: { name: string; path: string; params: object }[] }[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, body: string) => (batches.push(JSON.parse(body)), true),
    });
    try {
      setPrivacy({ consent_required: false });
      const added: EventTarget[] = [];
      const document = {
        createElement: () => Object.assign(new EventTarget(), { dataset: {} }),
        head: { appendChild: (el: EventTarget) => added.push(el) },
      } as unknown as Document;
      const target = Object.assign(new EventTarget(), { document });
      loadPaymentScripts(
        [
          { id: 'test-gateway', src: '/test-gateway/v1/tokenize.js' },
          { id: 'wallet', src: 'https://wallet.invalid/pay.js' },
        ],
        trackLoadFailed(() => '/checkouts/all_in_one'),
        target,
      );
      added[0]!.dispatchEvent(new Event('load'));
      added[1]!.dispatchEvent(new Event('error'));
      // Later checks, and the batch's sending, find nothing more to tell.
      await vi.advanceTimersByTimeAsync(5000);
      const told = batches.flatMap((b) => b.events).filter((e) => e.name === LOAD_FAILED_EVENT);
      expect(LOAD_FAILED_EVENT).toBe('load_failed');
      expect(told).toEqual([
        expect.objectContaining({
          name: 'load_failed',
          path: '/checkouts/all_in_one',
          params: { script: 'wallet' },
        }),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells nothing of a script that loaded', () => {
    const send = vi.fn();
    const listener = trackLoadFailed(() => '/checkouts/payment', send);
    listener('test-gateway', 'loaded');
    expect(send).not.toHaveBeenCalled();
    listener('test-gateway', 'load_failed');
    expect(send).toHaveBeenCalledExactlyOnceWith('load_failed', '/checkouts/payment', {
      script: 'test-gateway',
    });
  });
});
