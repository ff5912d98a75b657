import fp from 'fastify-plugin';
import { registerOperations } from '../../platform/route.ts';
import { APP_API, sitesOperations } from './routes.ts';
import { createSitesService, type SitesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's sibling shops. */
    sites: SitesService;
  }
}

/** The sibling shops module: `GET /api/app/multi_sites`. */
export const sitesModule = fp(
  async (app) => {
    app.decorate('sites', createSitesService(app.database.db));
    await app.register(async (api) => registerOperations(api, sitesOperations), {
      prefix: APP_API,
    });
  },
  { name: 'sites' },
);
