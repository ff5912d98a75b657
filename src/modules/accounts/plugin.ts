import fp from 'fastify-plugin';
import { isOwnOrigin } from '../../platform/origin.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { accountOperations } from './routes.ts';
import { createAccountService, type AccountService } from './service.ts';
import { sessionTokenOf } from './session-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' accounts and their sessions. */
    accounts: AccountService;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The accounts module: registration, confirmation, login and logout under /api/store. */
export const accountsModule = fp(
  async (app) => {
    app.decorate(
      'accounts',
      createAccountService(app.database.db, {
        jobs: app.jobs,
        translator: app.translator,
        shopName: app.config.SHOP_NAME,
        origin: app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`,
      }),
    );
    // A request that changes something and carries a session must come from the shop's own
    // pages: another site's form or script posting with the customer's cookie is refused.
    app.addHook('onRequest', async (req, reply) => {
      if (SAFE_METHODS.has(req.method) || !sessionTokenOf(req) || isOwnOrigin(req)) return;
      return reply.status(403).send({ code: 'forbidden', message: req.t('error.forbidden') });
    });
    await registerStoreApi(app, accountOperations);
  },
  { name: 'accounts', dependencies: ['vitrine-jobs'] },
);
