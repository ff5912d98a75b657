import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_POLL_MS } from '../../modules/merchandising/share.ts';
import { openSharePopup, type PopupHost } from './share-popup.ts';

/** A browser whose popups the test closes by hand; `blocked`: it opens none. */
function browser({ blocked = false } = {}) {
  const popup = { closed: false, opener: {} as Window | null };
  const opened: [string, string, string | undefined][] = [];
  const host: PopupHost = {
    open: (url, target, features) => {
      opened.push([url, target, features]);
      return blocked || target === '_blank' ? null : popup;
    },
  };
  return { host, popup, opened };
}

const URL_OF_SHARE = 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Fp';
const FEATURES = 'width=626,height=436';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the share popup’s close poll (spec section 9: every 500 ms)', () => {
  it('notices the popup closed at the first 500 ms tick after it closes, once, then stops', () => {
    expect(SHARE_POLL_MS).toBe(500);
    const { host, popup, opened } = browser();
    const closedAt: number[] = [];
    const start = Date.now();
    expect(vi.getTimerCount()).toBe(0); // nothing polls before the popup opens
    openSharePopup(
      URL_OF_SHARE,
      'share_twitter',
      FEATURES,
      () => closedAt.push(Date.now() - start),
      host,
    );
    expect(opened).toEqual([[URL_OF_SHARE, 'share_twitter', FEATURES]]);
    // The network's page cannot reach back into the shop.
    expect(popup.opener).toBeNull();
    vi.advanceTimersByTime(1200);
    expect(closedAt).toEqual([]);
    popup.closed = true; // at 1200 ms; the next tick is at 1500 ms
    vi.advanceTimersByTime(299);
    expect(closedAt).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closedAt).toEqual([1500]);
    // No poll runs after it closed.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(closedAt).toEqual([1500]);
  });

  it('polls nothing when the browser blocks the popup: the share opens in a tab instead', () => {
    const { host, opened } = browser({ blocked: true });
    const onClosed = vi.fn();
    expect(openSharePopup(URL_OF_SHARE, 'share_twitter', FEATURES, onClosed, host)).toBeNull();
    expect(opened.at(-1)).toEqual([URL_OF_SHARE, '_blank', 'noopener']);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('stops polling when the page asks (a new share, the shopper leaving), never telling', () => {
    const { host, popup } = browser();
    const onClosed = vi.fn();
    const stop = openSharePopup(URL_OF_SHARE, 'share_twitter', FEATURES, onClosed, host);
    vi.advanceTimersByTime(SHARE_POLL_MS * 2);
    stop!();
    expect(vi.getTimerCount()).toBe(0);
    popup.closed = true;
    vi.advanceTimersByTime(5000);
    expect(onClosed).not.toHaveBeenCalled();
  });
});
