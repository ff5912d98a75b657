import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep, SWIPE_THRESHOLD } from './carousel.ts';

describe('the carousel', () => {
  it('moves one step at a time between the first and the last', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(1, 5, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('turns on a sideways swipe of 50 px or more', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(80, 10)).toBe(-1);
    // Mostly up and down: the shopper scrolls the page.
    expect(swipeStep(-60, 90)).toBe(0);
    // Right to left, the next picture comes from the left.
    expect(swipeStep(60, 0, true)).toBe(1);
  });
});
