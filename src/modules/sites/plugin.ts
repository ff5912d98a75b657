import fp from 'fastify-plugin';
import { registerOperations } from '../../platform/route.ts';
import { APP_API, sitesOperations } from './routes.ts';
import { CATALOG_CHANGED } from '../catalog/contract.ts';
import { SITES_CHANGED, createSitesService, type SitesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's sibling shops. */
    sites: SitesService;
  }
}

/** The sibling shops module: `GET /api/app/multi_sites`. */
export const sitesModule = fp(
  async (app) => {
    const service = createSitesService(app.database.db);
    app.decorate('sites', service);
    // A new demo shop (seed) brings its own sibling shops.
    for (const topic of [SITES_CHANGED, CATALOG_CHANGED]) {
      app.changes.on(topic, () => service.forget());
    }
    await app.register(async (api) => registerOperations(api, sitesOperations), {
      prefix: APP_API,
    });
  },
  { name: 'sites' },
);
