import { describe, expect, it } from 'vitest';
import { cartContentsCount } from './cart-count.ts';

describe('cartContentsCount', () => {
  it('adds up quantities', () => {
    expect(cartContentsCount([])).toBe(0);
    expect(
      cartContentsCount([
        { quantity: 2, groupId: null },
        { quantity: 3, groupId: null },
      ]),
    ).toBe(5);
  });
  it('counts a pair of lens lines once', () => {
    expect(
      cartContentsCount([
        { quantity: 1, groupId: 'g1' },
        { quantity: 1, groupId: 'g1' },
        { quantity: 2, groupId: null },
      ]),
    ).toBe(3);
  });
});
