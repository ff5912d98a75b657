import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { contentOperations } from './routes.ts';
import { createContentService, type ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's content: policies and blog. */
    content: ContentService;
  }
}

/** The content module: its service and its routes under /api/store. */
export const contentModule = fp(
  async (app) => {
    app.decorate('content', createContentService(app.database.db));
    await registerStoreApi(app, contentOperations);
  },
  { name: 'content' },
);
