import type { CartDto } from '../../modules/cart/contract.ts';
import { tell } from './shop-events.ts';

/**
 * A checkout start: the shopper leaves for checkout by the cart page's button, the cart drawer's
 * or buy now (spec section 4). Each is one `begin_checkout` for the shop's analytics, with the
 * cart's total and item count, and the checkout-start event on the window.
 */

/** Fired when the shopper starts a checkout, before going to it (spec section 4, Buy now). */
export const CHECKOUT_START_EVENT = 'vitrine:checkout-start';

/** A second click within this long is the same start (a double click on the checkout button). */
export const REPEATED_START_MS = 1000;

let lastStart = -Infinity;

/**
 * Tells of a checkout start with the cart it starts from: one `begin_checkout` (told, so none is
 * lost before the analytics client has come) and the window's checkout-start event. A repeat
 * within a second is the same start, told once.
 */
export function startCheckout(
  cart: Pick<CartDto, 'currency' | 'cart_total' | 'cart_contents_count'>,
  now = Date.now(),
): void {
  if (typeof window === 'undefined' || now - lastStart < REPEATED_START_MS) return;
  lastStart = now;
  tell('begin_checkout', {
    currency: cart.currency,
    value: cart.cart_total,
    items: cart.cart_contents_count,
  });
  window.dispatchEvent(new CustomEvent(CHECKOUT_START_EVENT, { detail: cart }));
}
