import fp from 'fastify-plugin';
import { SHIPPING_CHANGED, createShippingService, type ShippingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shipping zones, methods and insurance. */
    shipping: ShippingService;
  }
}

/** The shipping module: the merchant's zones and methods; checkout asks it for quotes. */
export const shippingModule = fp(
  async (app) => {
    const service = createShippingService(app.database.db);
    app.decorate('shipping', service);
    app.changes.on(SHIPPING_CHANGED, () => service.forget());
  },
  { name: 'shipping' },
);
