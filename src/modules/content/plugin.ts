import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { contentOperations } from './routes.ts';
import { CATALOG_CHANGED } from '../catalog/contract.ts';
import { createContentService, type ContentService } from './service.ts';
import { CONTENT_CHANGED } from './translations-save.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's content: policies and blog. */
    content: ContentService;
  }
}

/** The content module: its service and its routes under /api/store. */
export const contentModule = fp(
  async (app) => {
    const service = createContentService(app.database.db);
    app.decorate('content', service);
    // Translations or a new demo shop change the policies every footer links.
    for (const topic of [CONTENT_CHANGED, CATALOG_CHANGED]) {
      app.changes.on(topic, () => service.forget());
    }
    app.sitemapPages.add(() => service.sitemapPaths());
    await registerStoreApi(app, contentOperations);
  },
  { name: 'content', dependencies: ['catalog'] },
);
