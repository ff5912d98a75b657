import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { merchOperations } from './routes.ts';
import { createMerchService, MERCH_CHANGED, type MerchService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product tags, custom buttons, size charts, combinations and diversion tests. */
    merch: MerchService;
  }
}

/** The merchandising module: its service (reading products through the catalogue's) and routes. */
export const merchandisingModule = fp(
  async (app) => {
    const service = createMerchService(app.database.db, app.catalog);
    app.decorate('merch', service);
    // Another process loaded a merchandising file or added a size chart.
    app.changes.on(MERCH_CHANGED, () => service.forget());
    await registerStoreApi(app, merchOperations);
  },
  { name: 'merchandising', dependencies: ['catalog', 'vitrine-changes'] },
);
