import { describe, expect, it } from 'vitest';
import { afterAdd } from './after-add.ts';

describe('what follows an add to the cart (spec section 2)', () => {
  const rule = (
    cart_type: 'drawer' | 'popup' | 'page',
    header_hide_cart_icon: boolean,
    add_to_cart: 'open_cart' | 'no' | 'go_to_cart' = 'open_cart',
  ) => afterAdd({ cart_type, header_hide_cart_icon, add_to_cart });

  it('opens the inline cart for the drawer and popup types', () => {
    expect(rule('drawer', false)).toBe('inline-cart');
    expect(rule('popup', false)).toBe('inline-cart');
  });

  it('keeps the drawer when the header hides the cart icon, but not the popup', () => {
    expect(rule('drawer', true)).toBe('inline-cart');
    expect(rule('popup', true)).toBe('cart-page');
  });

  it("otherwise goes to the cart page, unless the add-to-cart setting is 'no'", () => {
    expect(rule('page', false)).toBe('cart-page');
    expect(rule('page', false, 'go_to_cart')).toBe('cart-page');
    expect(rule('page', false, 'no')).toBe('stay');
    expect(rule('popup', true, 'no')).toBe('stay');
  });
});
