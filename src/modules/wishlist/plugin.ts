import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { wishlistOperations } from './routes.ts';
import { createWishlistService, type WishlistService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' wishlists. */
    wishlist: WishlistService;
  }
}

/** The wishlist module: wish_list/wished and wish_list/wishing under /api/store. */
export const wishlistModule = fp(
  async (app) => {
    app.decorate(
      'wishlist',
      createWishlistService(app.database.db, async (productId) => {
        const page = await app.catalog.listProducts({
          page: 1,
          pageSize: 1,
          includeIds: [productId],
          count: false,
        });
        return page.data.length > 0;
      }),
    );
    await registerStoreApi(app, wishlistOperations);
  },
  { name: 'wishlist', dependencies: ['accounts', 'catalog'] },
);
