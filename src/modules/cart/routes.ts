import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-count.ts';

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

// Browsers and scripts send numbers, forms send strings: read a plain decimal string as a number,
// and leave anything else for the schema to reject.
const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

const id = (key: string) =>
  z.preprocess(numeric, z.number({ error: key }).int(key).positive(key).max(2_147_483_647, key));

const addItem = z.object({
  product_id: id('error.product_id_invalid'),
  variant_id: id('error.variant_id_invalid'),
  quantity: z.preprocess(
    numeric,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'error.quantity_required' : 'error.quantity_invalid',
      })
      .int('error.quantity_whole')
      .min(MIN_QUANTITY, 'error.quantity_range')
      .max(MAX_QUANTITY, 'error.quantity_range'),
  ),
  properties: z
    .record(
      z.string().max(100),
      z.union([z.string().max(500), z.number(), z.boolean()]).transform(String),
    )
    .refine((p) => Object.keys(p).length <= 20, 'error.properties_invalid')
    .optional(),
});

const addBody = z.object({
  items: z
    .array(addItem, { error: 'error.items_required' })
    .min(1, 'error.items_required')
    .max(50, 'error.items_too_many'),
  addType: z.string().max(40).optional(),
});

/** The cart API (spec section 7, Cart calls). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart', async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return app.cart.getCart(req.cookies[CART_COOKIE], req.t);
  });

  app.post('/cart', { schema: { body: addBody } }, async (req, reply) => {
    const { items, addType } = req.body;
    const cart = await app.cart.addItems(req.cookies[CART_COOKIE], items, req.t, addType);
    if (cart.hash !== req.cookies[CART_COOKIE]) setCartCookie(reply, cart.hash);
    reply.header('cache-control', 'private, no-store');
    return cart;
  });
};
