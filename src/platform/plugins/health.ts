import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from '../cache-control.ts';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
export const healthPlugin = fp(
  async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      await app.database.db.execute(sql`select 1`);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { status: 'ok', database: app.database.kind };
    });
  },
  { name: 'vitrine-health' },
);
