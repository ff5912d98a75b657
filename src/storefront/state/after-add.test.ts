import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_AFTER_MS, afterAdd, releaseOnPageShow } from './after-add.ts';

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

describe('a held add or buy-now button (spec sections 2, 4 and 9)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is released after 5000 ms, not at 4999', () => {
    const release = vi.fn();
    releaseOnPageShow(release, new EventTarget());
    expect(RELEASE_AFTER_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('is released when the page shows again, once', () => {
    const page = new EventTarget();
    const release = vi.fn();
    releaseOnPageShow(release, page);
    page.dispatchEvent(new Event('pageshow'));
    vi.advanceTimersByTime(10_000);
    page.dispatchEvent(new Event('pageshow'));
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('stays held once cancelled (the page left)', () => {
    const page = new EventTarget();
    const release = vi.fn();
    releaseOnPageShow(release, page)();
    page.dispatchEvent(new Event('pageshow'));
    vi.advanceTimersByTime(10_000);
    expect(release).not.toHaveBeenCalled();
  });
});
