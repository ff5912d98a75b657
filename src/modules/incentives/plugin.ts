import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { incentiveOperations } from './routes.ts';
import { createIncentiveService, type IncentiveService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupons offered for an action, and the codes given. */
    incentives: IncentiveService;
  }
}

/**
 * The incentives module (spec section 7, incentives and incentives/share): the sign-up
 * incentive's code given in the transaction that confirms a customer's address, the share
 * incentive's when a customer shares a product; each a single-use coupon of their own.
 */
export const incentivesModule = fp(
  async (app) => {
    const service = createIncentiveService(app.database.db, (tx, key, definition) =>
      app.discounts.issueCoupon(tx, key, definition),
    );
    app.decorate('incentives', service);
    app.accounts.onVerified((tx, customer) => service.signedUp(tx, customer));
    await registerStoreApi(app, incentiveOperations);
  },
  { name: 'incentives', dependencies: ['accounts', 'discounts', 'catalog'] },
);
