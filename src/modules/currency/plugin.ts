import fp from 'fastify-plugin';
import { createCurrencyService, type CurrencyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's checkout currency and its conversions. */
    currency: CurrencyService;
  }
}

/** The currency module: the shop's checkout currency (exchange rates come with the cart issue). */
export const currencyModule = fp(
  async (app) => {
    app.decorate('currency', createCurrencyService(app.config.SHOP_CURRENCY));
  },
  { name: 'currency' },
);
