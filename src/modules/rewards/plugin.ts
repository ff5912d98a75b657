import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { currencyDigits } from '../currency/money.ts';
import { registerPointsEndpoint, rewardOperations } from './routes.ts';
import { createRewardService, type RewardService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reward points: the ledger, the campaigns, redemptions. */
    rewards: RewardService;
  }
}

/**
 * The rewards module: the built-in provider behind the spec's `stamped/*` paths and its points
 * endpoint (spec NOTES). Points come with a confirmed address and with paid orders, and go
 * with refunds, in the transactions that make those changes.
 */
export const rewardsModule = fp(
  async (app) => {
    const { config } = app;
    const rewards = createRewardService(app.database.db, {
      discounts: app.discounts,
      minorPerUnit: 10 ** currencyDigits(app.currency.code),
      rules: {
        perUnit: config.REWARDS_POINTS_PER_UNIT,
        signup: config.REWARDS_SIGNUP_POINTS,
        newsletter: config.REWARDS_NEWSLETTER_POINTS,
        pendingDays: config.REWARDS_PENDING_DAYS,
      },
    });
    app.decorate('rewards', rewards);
    app.accounts.onVerified((tx, customer) => rewards.rewardOnce(tx, customer.id, 'signup'));
    // A confirmed subscriber who has an account earns the newsletter's points, once.
    app.newsletter.onConfirmed(async (tx, email) => {
      const customerId = await app.accounts.verifiedCustomerId(tx, email);
      if (customerId !== null) await rewards.rewardOnce(tx, customerId, 'newsletter');
    });
    /** Settles an order's points when its e-mail is a confirmed customer's. */
    const settle: Parameters<typeof app.orders.onPlaced>[0] = async (tx, { order }) => {
      if (order.financialStatus === 'unpaid') return;
      const customerId = await app.accounts.verifiedCustomerId(tx, order.email);
      if (customerId === null) return;
      await rewards.settleOrder(tx, customerId, { ...order, paidAt: new Date() });
    };
    app.orders.onPlaced(settle);
    app.orders.onUpdated(async (tx, placed, update) => {
      if (update === 'paid' || update === 'refunded') await settle(tx, placed);
    });
    await registerStoreApi(app, rewardOperations);
    await registerPointsEndpoint(app);
  },
  { name: 'rewards', dependencies: ['accounts', 'orders', 'discounts', 'currency', 'newsletter'] },
);
