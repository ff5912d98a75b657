/**
 * How an item was added to the cart (spec section 3, Add-to-cart item), named once for the
 * cart's contract and the storefront's forms alike: no I/O, no schema, safe in the browser.
 */

/**
 * Each way of adding, by name: from the product page, buy now (the cart is emptied first), a
 * card's quick add, a "complete the look" combination.
 */
export const ADD_TYPE = {
  addToCart: 'add_to_cart',
  buyNow: 'buy_now',
  quickAdd: 'quick_add',
  combination: 'combination',
} as const;

/** The ways of adding, as the list `POST /cart` accepts in `addType`. */
export const ADD_TYPES = [
  ADD_TYPE.addToCart,
  ADD_TYPE.buyNow,
  ADD_TYPE.quickAdd,
  ADD_TYPE.combination,
] as const;
