import fp from 'fastify-plugin';
import { mediaRoutes } from './routes.ts';

/** The media module: product images at /media, in the responsive widths of spec section 9. */
export const mediaModule = fp(
  async (app) => {
    await app.register(mediaRoutes, { dataDir: app.config.dataDir });
  },
  { name: 'media' },
);
