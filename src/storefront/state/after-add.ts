import type { ThemeSettings } from '../theme/types.ts';

/** What follows an add to the cart: the inline cart opens, the cart page, or nothing. */
export type AfterAdd = 'inline-cart' | 'cart-page' | 'stay';

/**
 * The after-add rule of spec section 2, by the theme's cart type: with popup or drawer the
 * inline cart opens, unless the header hides the cart icon and the type is not drawer;
 * otherwise the shopper goes to /cart, unless the add-to-cart setting is 'no'.
 */
export function afterAdd(
  settings: Pick<ThemeSettings, 'cart_type' | 'header_hide_cart_icon' | 'add_to_cart'>,
): AfterAdd {
  const { cart_type, header_hide_cart_icon, add_to_cart } = settings;
  if (cart_type === 'drawer' || (cart_type === 'popup' && !header_hide_cart_icon)) {
    return 'inline-cart';
  }
  return add_to_cart === 'no' ? 'stay' : 'cart-page';
}

/** How long an add or buy-now button waits for the page to show again before it is released. */
export const RELEASE_AFTER_MS = 5000;

/**
 * Calls `release` once, when the page shows again (back from the cart or checkout) or after
 * 5 s, whichever comes first (spec section 2 and section 4, Buy now). Returns the cancel.
 */
export function releaseOnPageShow(
  release: () => void,
  page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  after = RELEASE_AFTER_MS,
): () => void {
  const cancel = () => {
    clearTimeout(timer);
    page.removeEventListener('pageshow', once);
  };
  const once = () => {
    cancel();
    release();
  };
  const timer = setTimeout(once, after);
  page.addEventListener('pageshow', once);
  return cancel;
}
