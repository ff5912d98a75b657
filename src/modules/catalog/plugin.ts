import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { catalogOperations } from './routes.ts';
import { CATALOG_CHANGED } from './contract.ts';
import { createCatalogService, type CatalogService } from './service.ts';
import { registerSitemap, type SitemapPages } from './sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the catalogue: products, variants, collections, and the cart's view of variants. */
    catalog: CatalogService;
    /** The sitemap's pages of other modules: each adds a reader of its pages' paths. */
    sitemapPages: SitemapPages;
  }
}

/** The catalogue module: its service, its routes under /api/store, robots.txt and the sitemap. */
export const catalogModule = fp(
  async (app) => {
    const service = createCatalogService(app.database.db, app.currency.code, {
      variantsTtlMs: app.config.CATALOG_CACHE_TTL_MS,
    });
    app.decorate('catalog', service);
    app.changes.on(CATALOG_CHANGED, () => service.forget());
    await registerStoreApi(app, catalogOperations);
    await registerSitemap(app);
  },
  { name: 'catalog', dependencies: ['currency'] },
);
