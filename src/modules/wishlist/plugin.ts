import fp from 'fastify-plugin';
import { periodicJob } from '../../platform/periodic-job.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { isVariantBuyable } from '../catalog/stock.ts';
import { createBackInStock } from './back-in-stock.ts';
import { backInStockMail } from './mails.ts';
import { wishlistOperations } from './routes.ts';
import { createWishlistService, type WishlistService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' wishlists. */
    wishlist: WishlistService & {
      /** Mails the customers whose wished sold-out variants came back (the hourly job's run). */
      mailBackInStock(): Promise<void>;
    };
  }
}

/**
 * The wishlist module: wish_list/wished and wish_list/wishing under /api/store, and the mail
 * that a wished variant sold out when it was wished is back (an hourly job).
 */
export const wishlistModule = fp(
  async (app) => {
    const { db } = app.database;
    const service = createWishlistService(db, {
      productExists: async (productId) => {
        const page = await app.catalog.listProducts({
          page: 1,
          pageSize: 1,
          includeIds: [productId],
          count: false,
        });
        return page.data.length > 0;
      },
      soldOut: async (variantId) => {
        const variant = (await app.catalog.variantsForCart([variantId])).get(variantId);
        return variant !== undefined && !isVariantBuyable(variant);
      },
    });
    const backInStock = createBackInStock(db, (ids) => app.catalog.variantsForCart(ids));
    const shop = {
      name: app.config.SHOP_NAME,
      origin: app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`,
    };
    const mailBackInStock = async () => {
      const back = await backInStock.due();
      const contacts = await app.accounts.contacts([...new Set(back.map((b) => b.customerId))]);
      for (const b of back) {
        const to = contacts.find((c) => c.id === b.customerId);
        if (!to) continue;
        await app.jobs.send(
          'mail.send',
          backInStockMail(to.email, b.variant, to.locale, app.translator, shop),
        );
      }
    };
    app.decorate('wishlist', { ...service, mailBackInStock });
    const schedule = periodicJob(app.jobs, 'wishlist.back_in_stock', 3600, mailBackInStock);
    app.addHook('onReady', () => schedule.start());
    await registerStoreApi(app, wishlistOperations);
  },
  { name: 'wishlist', dependencies: ['accounts', 'catalog', 'vitrine-jobs'] },
);
