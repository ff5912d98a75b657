import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { influencerOperations } from './routes.ts';
import { createInfluencerService, type InfluencerService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's influencers and the orders their referral links brought. */
    influencers: InfluencerService;
  }
}

/**
 * The influencers module (spec section 7, influencers): referral codes, and each order placed
 * after a referral link recorded in its own transaction as the influencer's, or refused by the
 * fraud rules with why.
 */
export const influencersModule = fp(
  async (app) => {
    const service = createInfluencerService(app.database.db, (email, conn) =>
      app.orders.placedBy(email, conn),
    );
    app.decorate('influencers', service);
    app.orders.onPlaced(async (tx, { order }) => {
      const { referral, clientKey } = order.attribution ?? {};
      if (referral && clientKey) await service.refer(tx, order, referral, clientKey);
    });
    await registerStoreApi(app, influencerOperations);
  },
  { name: 'influencers', dependencies: ['orders'] },
);
