import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { flagRoutes } from './flags.ts';
import { currencyOperations } from './routes.ts';
import { RATES_CHANGED, createCurrencyService, type CurrencyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's checkout currency, its conversions and its exchange rates. */
    currency: CurrencyService;
  }
}

/** The currency module: the checkout currency, exchange rates and the visitor's location. */
export const currencyModule = fp(
  async (app) => {
    const service = createCurrencyService(app.config.SHOP_CURRENCY, app.database.db);
    app.decorate('currency', service);
    app.changes.on(RATES_CHANGED, () => service.forget());
    await registerStoreApi(app, currencyOperations);
    await app.register(flagRoutes);
  },
  { name: 'currency' },
);
