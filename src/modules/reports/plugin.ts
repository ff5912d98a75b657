import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { reportsOperations } from './routes.ts';
import { createReportsService, type ReportsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The error-reporting sink (spec section 7, report). */
    reports: ReportsService;
  }
}

/** The reports module: the browsers' reports of refused store calls, under /api/store. */
export const reportsModule = fp(
  async (app) => {
    app.decorate('reports', createReportsService(app.database.db));
    await registerStoreApi(app, reportsOperations);
  },
  { name: 'reports' },
);
