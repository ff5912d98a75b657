import fp from 'fastify-plugin';
import { periodicJob } from '../../platform/periodic-job.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { productOfTag, STOCK_CHANGED } from '../catalog/contract.ts';
import { createBackInStock } from './back-in-stock.ts';
import { backInStockMail } from './mails.ts';
import { wishlistOperations } from './routes.ts';
import { createWishlistService, type WishlistService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' wishlists. */
    wishlist: WishlistService & {
      /**
       * The hourly job's run: the wished items sold out now start waiting, and the customers
       * whose waiting items came back are mailed; answers how many were.
       */
      mailBackInStock(): Promise<number>;
    };
  }
}

/**
 * The wishlist module: wish_list/wished and wish_list/wishing under /api/store, and the mail
 * that a wished item that sold out is back (an hourly job, and each sale's stock change).
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
      soldOut: async (item) => {
        const [now] = await app.catalog.itemsInStock([item]);
        return Boolean(now?.shown && now.buyableVariantId === null);
      },
    });
    const shop = {
      name: app.config.SHOP_NAME,
      origin: app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`,
    };
    const backInStock = createBackInStock(db, {
      itemsInStock: (items) => app.catalog.itemsInStock(items),
      mailsFor: async (back) => {
        const contacts = await app.accounts.contacts([...new Set(back.map((b) => b.customerId))]);
        const variants = await app.catalog.variantsForCart(back.map((b) => b.variantId));
        return back.map((b) => {
          const to = contacts.find((c) => c.id === b.customerId);
          const variant = variants.get(b.variantId);
          return to && variant
            ? backInStockMail(to.email, variant, to.locale, app.translator, shop)
            : null;
        });
      },
      queueMail: (tx, mail) => app.jobs.sendInTransaction(tx, 'mail.send', mail),
    });
    const mailBackInStock = async () => {
      await backInStock.markSoldOut();
      return backInStock.mailReturns();
    };
    // A sale that takes the last of a wished item starts its wishes waiting at once, so that a
    // return before the next hourly run is told too (the stock change names its products).
    const marking = new Set<Promise<void>>();
    app.changes.onAny((topic, tags) => {
      if (topic !== STOCK_CHANGED) return;
      const products = tags.map(productOfTag).filter((id) => id !== null);
      if (products.length === 0) return;
      const running: Promise<void> = backInStock
        .markSoldOut(products)
        .catch((err: unknown) => app.log.error({ err }, 'sold-out wishes not marked'))
        .finally(() => marking.delete(running));
      marking.add(running);
    });
    app.addHook('onClose', async () => {
      await Promise.all(marking);
    });
    app.decorate('wishlist', { ...service, mailBackInStock });
    const schedule = periodicJob(app.jobs, 'wishlist.back_in_stock', 3600, async () => {
      await mailBackInStock();
    });
    app.addHook('onReady', () => schedule.start());
    await registerStoreApi(app, wishlistOperations);
  },
  { name: 'wishlist', dependencies: ['accounts', 'catalog', 'vitrine-jobs', 'vitrine-changes'] },
);
