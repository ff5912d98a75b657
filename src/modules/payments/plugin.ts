import fp from 'fastify-plugin';
import { createManualProvider } from './manual-providers.ts';
import { webhookRoutes } from './routes.ts';
import { createPaymentsService, type PaymentsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment methods and their providers; providers' webhook events for listeners. */
    payments: PaymentsService;
  }
}

/**
 * The payments module: the providers the shop has (bank transfer and cash on delivery here; a
 * provider module such as the test gateway adds its own), the merchant's enabled methods, and
 * the providers' webhooks under /api/store.
 */
export const paymentsModule = fp(
  async (app) => {
    app.decorate(
      'payments',
      createPaymentsService(app.database.db, [
        createManualProvider('bank_transfer'),
        createManualProvider('cash_on_delivery'),
      ]),
    );
    await app.register(webhookRoutes);
  },
  { name: 'payments' },
);
