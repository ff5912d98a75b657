import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import { AppError } from '../../platform/errors.ts';
import { ga4IdsSchema } from '../analytics/contract.ts';
import {
  CART_COOKIE,
  addToCartBody,
  applyCouponBody,
  batchRemoveBody,
  batchUpdateBody,
  cartSchema,
  couponParams,
  lineParams,
  lineQuantityBody,
  noteBody,
  type CartDto,
} from './contract.ts';
import { couponHolderOf } from './coupon-holder.ts';
import { applyLinkedCoupon } from './discount-link.ts';
import { presentCart } from './present.ts';
import type { CartNotice, CartView } from './service.ts';

const TAGS = ['cart'];

/**
 * Gives the shopper the cookie of a new cart. Not httpOnly: the storefront builds the checkout
 * path /checkouts/{cart_hash} from it (spec section 2, Checkout).
 */
export function setCartCookie(reply: FastifyReply, hash: string) {
  reply.setCookie(CART_COOKIE, hash, {
    path: '/',
    sameSite: 'lax',
    secure: 'auto',
    maxAge: 60 * 60 * 24 * 30,
  });
}

const cartHashOf = (req: FastifyRequest) => req.cookies[CART_COOKIE];

/** `GET /cart`: the shopper's cart (spec section 7, Cart calls). */
export const getCart = defineOperation({
  method: 'GET',
  url: '/cart',
  summary: "The shopper's cart, priced by the server",
  tags: TAGS,
  schemas: { response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }) =>
    presentCart(
      await applyLinkedCoupon(app, req, reply, await app.cart.getCart(cartHashOf(req))),
      req.t,
      req.locale,
    ),
});

/** Answers with the cart after a change, giving the shopper the cookie of a new cart. */
function answer(req: FastifyRequest, reply: FastifyReply, view: CartView): CartDto {
  if (view.hash && view.hash !== cartHashOf(req)) setCartCookie(reply, view.hash);
  return presentCart(view, req.t, req.locale);
}

/** `POST /cart`: adds items, creating the cart and its cookie when there is none. */
export const addToCart = defineOperation({
  method: 'POST',
  url: '/cart',
  summary: 'Adds items to the cart (all or none); addType buy_now empties it first',
  tags: TAGS,
  schemas: { body: addToCartBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => {
    const view = await app.cart.addItems(cartHashOf(req), body.items, body.addType);
    return answer(req, reply, await applyLinkedCoupon(app, req, reply, view));
  },
});

/**
 * `POST /batch_cart`: adds several items, each on its own: what can be added is, and each item
 * that cannot says why in `errors` (a "complete the look" set with one item sold out).
 */
export const batchCart = defineOperation({
  method: 'POST',
  url: '/batch_cart',
  summary: 'Adds several items, each on its own; refused items are listed in errors',
  tags: TAGS,
  schemas: { body: addToCartBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => {
    let hash = cartHashOf(req);
    const errors: CartNotice[] = [];
    let view: CartView | undefined;
    for (const [index, item] of body.items.entries()) {
      try {
        view = await app.cart.addItems(hash, [item]);
        hash = view.hash;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        errors.push({ code: error.code, values: { ...error.values, item: index } });
      }
    }
    view ??= await app.cart.getCart(hash);
    const dto = answer(req, reply, { ...view, errors });
    dto.errors = errors.map((e) => ({ code: e.code, message: req.t(`error.${e.code}`, e.values) }));
    dto.success = errors.length === 0;
    return dto;
  },
});

/** `PUT /cart/{id}`: sets a line's quantity (0 removes it); a pair moves together. */
export const updateLine = defineOperation({
  method: 'PUT',
  url: '/cart/:id',
  summary: "Sets a line's quantity (0 removes it); the other lens of a pair follows",
  tags: TAGS,
  schemas: { params: lineParams, body: lineQuantityBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { params, body }) =>
    answer(
      req,
      reply,
      await app.cart.updateLines(cartHashOf(req), [{ id: params.id, quantity: body.quantity }]),
    ),
});

/** `DELETE /cart/{id}`: removes a line (and its pair). */
export const removeLine = defineOperation({
  method: 'DELETE',
  url: '/cart/:id',
  summary: 'Removes a line, and the other lens of a pair',
  tags: TAGS,
  schemas: { params: lineParams, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { params }) =>
    answer(req, reply, await app.cart.removeLines(cartHashOf(req), [params.id])),
});

/** `POST /cart/batch_update`: sets several lines' quantities at once, all or none. */
export const batchUpdate = defineOperation({
  method: 'POST',
  url: '/cart/batch_update',
  summary: "Sets several lines' quantities, all or none",
  tags: TAGS,
  schemas: { body: batchUpdateBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) =>
    answer(req, reply, await app.cart.updateLines(cartHashOf(req), body.items)),
});

/** `POST /cart/batch_remove`: removes several lines at once. */
export const batchRemove = defineOperation({
  method: 'POST',
  url: '/cart/batch_remove',
  summary: 'Removes several lines at once',
  tags: TAGS,
  schemas: { body: batchRemoveBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) =>
    answer(req, reply, await app.cart.removeLines(cartHashOf(req), body.ids)),
});

/** `PUT /cart/note`: the shopper's remarks for the order (at most 500 characters). */
export const setNote = defineOperation({
  method: 'PUT',
  url: '/cart/note',
  summary: "Sets the shopper's remarks for the order",
  tags: TAGS,
  schemas: { body: noteBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) =>
    answer(req, reply, await app.cart.setNote(cartHashOf(req), body.note)),
});

/**
 * `PUT /cart/analytics_ids`: the shopper's GA4 client and session ids, kept on the cart for its
 * order's purchase (spec section 1: server-side forwarding keeps the purchase's source). Sent by
 * the browser at checkout, with analytics consent only; a malformed id is a 422.
 */
export const keepAnalyticsIds = defineOperation({
  method: 'PUT',
  url: '/cart/analytics_ids',
  summary: "Keeps the shopper's GA4 client and session ids on the cart, for its order",
  tags: TAGS,
  schemas: { body: ga4IdsSchema, response: z.object({ analytics_ids: ga4IdsSchema }) },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => ({
    analytics_ids: await app.cart.keepAnalyticsIds(cartHashOf(req), body),
  }),
});

/**
 * `POST /cart/coupons`: applies a code (spec section 7, Coupons). A code that cannot be used is
 * a 422 whose message says why; the cart is unchanged.
 */
export const applyCoupon = defineOperation({
  method: 'POST',
  url: '/cart/coupons',
  summary: 'Applies a coupon code; a 422 says why a code cannot be used',
  tags: TAGS,
  schemas: { body: applyCouponBody, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) =>
    answer(
      req,
      reply,
      await app.cart.applyCoupon(cartHashOf(req), body.code, await couponHolderOf(app, req)),
    ),
});

/** `DELETE /cart/coupons/{code}`: removes a code from the cart. */
export const removeCoupon = defineOperation({
  method: 'DELETE',
  url: '/cart/coupons/:code',
  summary: 'Removes a coupon code from the cart',
  tags: TAGS,
  schemas: { params: couponParams, response: cartSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { params }) =>
    answer(req, reply, await app.cart.removeCoupon(cartHashOf(req), params.code)),
});

/** The cart's operations. */
export const cartOperations = [
  getCart,
  addToCart,
  batchCart,
  updateLine,
  removeLine,
  batchUpdate,
  batchRemove,
  setNote,
  keepAnalyticsIds,
  applyCoupon,
  removeCoupon,
];
