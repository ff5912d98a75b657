import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampIndex, keyStep, stepIndex, swipeStep, SWIPE_THRESHOLD } from './carousel.ts';
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from './header-scroll.ts';
import { BACK_TO_TOP_DELAY_MS } from './BackToTopLater.tsx';
import { debounce, RESIZE_DEBOUNCE_MS, throttle } from './ui-timing.ts';

describe('the carousel', () => {
  it('moves one step at a time between the first and the last', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(1, 5, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('wraps past the ends only when it loops', () => {
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(1, 1, 3, true)).toBe(2);
    // Still one step at a time.
    expect(stepIndex(0, 7, 3, true)).toBe(1);
    expect(stepIndex(0, 1, 1, true)).toBe(0);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });

  it('keeps an index asked for directly between the first and the last', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(1.6, 3)).toBe(1);
    expect(clampIndex(2, 0)).toBe(0);
  });

  it('turns on a sideways swipe of 50 px or more', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(-1);
    expect(swipeStep(80, 10)).toBe(-1);
    // Mostly up and down: the shopper scrolls the page.
    expect(swipeStep(-60, 90)).toBe(0);
    // Right to left, the next picture comes from the left.
    expect(swipeStep(60, 0, true)).toBe(1);
    expect(swipeStep(-60, 0, true)).toBe(-1);
  });

  it('turns with the arrow that points to the next slide, mirrored right to left', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight', true)).toBe(-1);
    expect(keyStep('ArrowLeft', true)).toBe(1);
    expect(keyStep('Home')).toBe('first');
    expect(keyStep('End', true)).toBe('last');
    expect(keyStep('ArrowDown')).toBeNull();
    expect(keyStep('Enter')).toBeNull();
  });
});

describe('the UI timings of spec section 9', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are named once: resize 200 ms, scroll 300 ms and 150 px, back-to-top 1000 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
    expect(SCROLL_THROTTLE_MS).toBe(300);
    expect(SCROLL_THRESHOLD_PX).toBe(150);
    expect(BACK_TO_TOP_DELAY_MS).toBe(1000);
  });

  it('acts on a resize once the window has kept its size for 200 ms', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const onResize = debounce(run, RESIZE_DEBOUNCE_MS);
    onResize();
    vi.advanceTimersByTime(150);
    onResize();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reads a continuous scroll about three times in 900 ms, and its last position once after', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const onScroll = throttle(run, SCROLL_THROTTLE_MS);
    // A scroll event every frame for 900 ms.
    for (let t = 0; t < 900; t += 16) {
      onScroll();
      vi.advanceTimersByTime(16);
    }
    // At 0, 300, 600 (and the window that ended at 900 with events in it).
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(run.mock.calls.length).toBeLessThanOrEqual(4);
    const during = run.mock.calls.length;
    vi.advanceTimersByTime(1_000);
    expect(run.mock.calls.length - during).toBeLessThanOrEqual(1);
    const settled = run.mock.calls.length;
    // Still: nothing more; a new scroll reads at once.
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(settled);
    onScroll();
    expect(run).toHaveBeenCalledTimes(settled + 1);
    onScroll.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(settled + 1);
    vi.useRealTimers();
  });
});
