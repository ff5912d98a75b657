import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import type { Translate } from '../../platform/i18n.ts';
import { defineOperation } from '../../platform/route.ts';
import { addToCartBody, cartSchema, type CartDto } from './contract.ts';
import type { CartView } from './service.ts';

const TAGS = ['cart'];

/** The cookie that carries the cart's hash (spec section 2, Cookies). */
export const CART_COOKIE = 'cart_hash';

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

/** The cart's notices in the shopper's language: the service gives codes, the edge text. */
export function presentCart(view: CartView, t: Translate): CartDto {
  const say = (n: { code: string; values: Record<string, string | number> }) => ({
    code: n.code,
    message: t(`cart.notice.${n.code}`, n.values),
  });
  return { ...view, notices: view.notices.map(say), errors: view.errors.map(say) };
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
  run: async ({ app, req }) => presentCart(await app.cart.getCart(cartHashOf(req)), req.t),
});

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
    if (view.hash !== cartHashOf(req)) setCartCookie(reply, view.hash);
    return presentCart(view, req.t);
  },
});

/** The cart's operations. */
export const cartOperations = [getCart, addToCart];
