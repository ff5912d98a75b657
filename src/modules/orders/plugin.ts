import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { confirmationMail, orderUpdateMail } from './confirmation-mail.ts';
import { orderOperations } from './routes.ts';
import { createOrderService, type OrderService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders: placed exactly once, found by their shoppers. */
    orders: OrderService;
  }
}

/** The orders module: placing orders, and looking them up under /api/store. */
export const ordersModule = fp(
  async (app) => {
    const mailShop = () => ({
      shopName: app.config.SHOP_NAME,
      origin: app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`,
      toDecimal: app.currency.toDecimal,
      placeNames: app.geo.placeNames,
    });
    app.decorate(
      'orders',
      createOrderService(
        app.database.db,
        {
          cart: app.cart,
          catalog: app.catalog,
          discounts: app.discounts,
          shipping: app.shipping,
          currency: app.currency,
        },
        { min: app.config.CART_TOTAL_MIN, max: app.config.CART_TOTAL_MAX },
      ),
    );
    // The confirmation is queued in the order's own transaction: an order always has its mail,
    // and a rolled-back one never does; the job's key keeps it to one mail per order.
    app.orders.onPlaced(async (tx, placed) => {
      await app.jobs.sendInTransaction(
        tx,
        'mail.send',
        confirmationMail(placed, app.translator, mailShop()),
        { singletonKey: `order-${placed.order.number}-confirmation` },
      );
    });
    // A merchant's change mails the shopper, queued in the change's transaction.
    app.orders.onUpdated(async (tx, placed, update) => {
      const [shipment] = (await app.orders.shipmentsOf(placed.order.id, tx)).slice(-1);
      await app.jobs.sendInTransaction(
        tx,
        'mail.send',
        orderUpdateMail(
          placed,
          update,
          app.translator,
          mailShop(),
          shipment?.trackingNumber ?? null,
        ),
        {
          singletonKey: `order-${placed.order.number}-${update}-${placed.order.updatedAt.getTime()}`,
        },
      );
    });
    await registerStoreApi(app, orderOperations);
  },
  {
    name: 'orders',
    dependencies: ['cart', 'catalog', 'discounts', 'shipping', 'currency', 'geo', 'vitrine-jobs'],
  },
);
