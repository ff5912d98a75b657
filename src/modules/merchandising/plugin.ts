import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { merchOperations } from './routes.ts';
import { createMerchService, type MerchService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product tags, custom buttons, size charts, combinations and diversion tests. */
    merch: MerchService;
  }
}

/** The merchandising module: its service (reading products through the catalogue's) and routes. */
export const merchandisingModule = fp(
  async (app) => {
    app.decorate('merch', createMerchService(app.database.db, app.catalog));
    await registerStoreApi(app, merchOperations);
  },
  { name: 'merchandising', dependencies: ['catalog'] },
);
