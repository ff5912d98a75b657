import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { discountOperations } from './routes.ts';
import { DISCOUNTS_CHANGED, createDiscountService, type DiscountService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discounts and coupons: what the merchant defined, and pricing a cart with them. */
    discounts: DiscountService;
  }
}

/** The discounts module: automatic discounts and coupons, and their routes under /api/store. */
export const discountsModule = fp(
  async (app) => {
    const service = createDiscountService(app.database.db);
    app.decorate('discounts', service);
    app.changes.on(DISCOUNTS_CHANGED, () => service.forget());
    await registerStoreApi(app, discountOperations);
  },
  { name: 'discounts', dependencies: ['catalog', 'currency'] },
);
