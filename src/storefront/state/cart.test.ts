import { describe, expect, it } from 'vitest';
import { checkoutPath } from './cart.tsx';

describe('checkoutPath (spec section 2, Other URL facts)', () => {
  it("goes to the cart's own checkout when the shopper has a cart", () => {
    expect(checkoutPath('Ab3_-x')).toBe('/checkouts/Ab3_-x');
  });

  it('goes to the first step without a cart_hash cookie', () => {
    expect(checkoutPath(undefined)).toBe('/checkouts?step=contact_information');
    expect(checkoutPath('')).toBe('/checkouts?step=contact_information');
  });
});
