import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { blocksOperations } from './routes.ts';
import { createBlocksService, type BlocksService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ and the videos. */
    blocks: BlocksService;
  }
}

/** The blocks module: the FAQ and the video list, under /api/store. */
export const blocksModule = fp(
  async (app) => {
    app.decorate('blocks', createBlocksService(app.database.db));
    app.sitemapPages.add(async () => ['/faq', '/videos']);
    await registerStoreApi(app, blocksOperations);
  },
  { name: 'blocks', dependencies: ['catalog'] },
);
