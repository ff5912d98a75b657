import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, setCartCookie } from '../../modules/cart/routes.ts';
import type { StoreApi } from '../api-client.ts';

/** The StoreApi of one server request: the services themselves, no HTTP round trip. */
export function serverApi(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
): StoreApi {
  return {
    products: (q) =>
      app.catalog.listProducts({
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 20,
        category: q.category,
        tag: q.tag,
        includeIds: q.includeIds,
        withVariants: q.with?.includes('variants'),
        withGallery: q.with?.includes('gallery'),
      }),
    product: (slug) => app.catalog.getProduct(slug),
    categories: () => app.catalog.listCategories(),
    cart: () => app.cart.getCart(req.cookies[CART_COOKIE], req.t),
    addToCart: async (items, addType) => {
      const cart = await app.cart.addItems(req.cookies[CART_COOKIE], items, req.t, addType);
      if (cart.hash !== req.cookies[CART_COOKIE]) setCartCookie(reply, cart.hash);
      return cart;
    },
  };
}
