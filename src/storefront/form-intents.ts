/**
 * The intents of the shop's forms: the hidden `intent` field a form posts and the action that
 * reads it name one constant (a form posts before the page's script runs, so each is a real
 * form with an action behind it).
 */

import { ADD_TYPE } from '../modules/cart/add-types.ts';

/** The cart page's forms (spec section 2, Cart): lines, coupons, the note, a grouped add. */
export const CART_INTENT = {
  update: 'update',
  remove: 'remove',
  coupon: 'coupon',
  couponRemove: 'coupon_remove',
  note: 'note',
  add: 'add',
} as const;

/** The add form's other buttons (spec section 4, Buy now; Card buy button: the cart's quick_add). */
export const ADD_INTENT = { buyNow: ADD_TYPE.buyNow, quickAdd: ADD_TYPE.quickAdd } as const;

/** The order-tracking page's two forms: by order number and e-mail, or by tracking number. */
export const TRACK_INTENT = { order: 'order', tracking: 'tracking' } as const;

/** The checkout's forms, one per step, and its coupon field's (the same names as the cart's). */
export const CHECKOUT_INTENT = {
  contact: 'contact',
  shipping: 'shipping',
  pay: 'pay',
  coupon: CART_INTENT.coupon,
  couponRemove: CART_INTENT.couponRemove,
} as const;
