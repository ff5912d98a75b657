import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOwnOrigin } from '../../platform/origin.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { invalidFields } from '../../platform/errors.ts';
import { maskKeptTexts } from '../analytics/mask.ts';
import { createAddressBook, type AddressBook } from './address-book.ts';
import { customerOperations } from './customer-routes.ts';
import { securityOperations } from './security-routes.ts';
import { createSessionList, type SessionList } from './sessions.ts';
import { accountOperations, customerOfRequest, requireCustomer } from './routes.ts';
import { createAccountService, type AccountService, type SessionCustomer } from './service.ts';
import { sessionTokenOf } from './session-token.ts';
import { createSocialLogin, type SocialLogin } from './social-login.ts';
import { registerSocialLogin, socialProviders } from './social-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' accounts, their sessions and their address books. */
    accounts: AccountService & {
      addresses: AddressBook;
      sessions: SessionList;
      /** The request's logged-in customer, or a 401 (what other modules' routes ask). */
      requireCustomer(req: FastifyRequest): Promise<SessionCustomer>;
      /** The request's logged-in customer, or null for a guest. */
      currentCustomer(req: FastifyRequest): Promise<SessionCustomer | null>;
    };
    /** Social login (an add-on): the OpenID Connect providers of SOCIAL_LOGIN. */
    socialLogin: SocialLogin;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The accounts module under /api/store: registration, confirmation, login and logout, the
 * address book and the customer's orders.
 */
export const accountsModule = fp(
  async (app) => {
    const { db } = app.database;
    // An address is kept as checkout takes it: a card number typed into it masked, its region
    // as its code, and every field its country's rules find wrong told at once.
    const addresses = createAddressBook(db, (given) => {
      const address = maskKeptTexts(given);
      const problems = app.geo.addressProblems(address);
      if (problems.length === 0) return app.geo.regionCoded(address);
      throw invalidFields(Object.fromEntries(problems.map(([f, code]) => [f, `error.${code}`])));
    });
    const afterAnswers = new Set<Promise<void>>();
    const accounts = createAccountService(db, {
      jobs: app.jobs,
      translator: app.translator,
      shopName: app.config.SHOP_NAME,
      origin: app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`,
      countAddresses: addresses.count,
      // A mail request's work after its answer, waited for at close, its failure logged.
      later: (work) => {
        const running: Promise<void> = work()
          .catch((error: unknown) => app.log.error({ err: error }, 'account mail not queued'))
          .finally(() => afterAnswers.delete(running));
        afterAnswers.add(running);
      },
    });
    app.addHook('onClose', async () => {
      await Promise.all(afterAnswers);
    });
    app.decorate('accounts', {
      ...accounts,
      addresses,
      sessions: createSessionList(db),
      requireCustomer: (req: FastifyRequest) => requireCustomer(app, req),
      currentCustomer: (req: FastifyRequest) => customerOfRequest(app, req),
    });
    // A request that changes something and carries a session must come from the shop's own
    // pages: another site's form or script posting with the customer's cookie is refused.
    app.addHook('onRequest', async (req, reply) => {
      if (SAFE_METHODS.has(req.method) || !sessionTokenOf(req) || isOwnOrigin(req)) return;
      return reply.status(403).send({ code: 'forbidden', message: req.t('error.forbidden') });
    });
    app.decorate('socialLogin', createSocialLogin(app.config.socialLogin));
    await registerStoreApi(app, [
      ...accountOperations,
      ...customerOperations,
      ...securityOperations,
      socialProviders,
    ]);
    registerSocialLogin(app);
  },
  { name: 'accounts', dependencies: ['vitrine-jobs', 'geo', 'orders'] },
);
