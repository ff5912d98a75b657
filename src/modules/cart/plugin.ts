import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { discountLinkRoute } from './discount-link.ts';
import { cartOperations } from './routes.ts';
import { createCartService, type CartService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carts: find by hash, add items, price everything on the server. */
    cart: CartService;
  }
}

/** The cart module: its service over the catalogue's, and its routes under /api/store. */
export const cartModule = fp(
  async (app) => {
    app.decorate(
      'cart',
      createCartService(app.database.db, app.catalog, app.currency, app.discounts),
    );
    await registerStoreApi(app, cartOperations);
    await app.register(discountLinkRoute);
  },
  { name: 'cart', dependencies: ['catalog', 'currency', 'discounts'] },
);
