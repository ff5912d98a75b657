import { describe, expect, it } from 'vitest';
import { pointsShort } from './RewardsPanel.tsx';

describe('a spend card’s redeem button (spec section 4, S4-53)', () => {
  it('is enabled with enough points, exactly the cost included, and says how many are missing', () => {
    expect(pointsShort(500, 500)).toBe(0);
    expect(pointsShort(600, 500)).toBeLessThan(0);
    expect(pointsShort(499, 500)).toBe(1);
    // Before the balance is known: no shortfall shown (the button waits for the balance).
    expect(pointsShort(null, 500)).toBe(0);
  });
});
