import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { currencyDigits } from '../currency/money.ts';
import { periodicJob } from '../../platform/periodic-job.ts';
import { createPointsExpiry } from './expiry.ts';
import { expiryWarningMail } from './mails.ts';
import { registerPointsEndpoint, rewardOperations } from './routes.ts';
import { createRewardService, type RewardService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reward points: the ledger, the campaigns, redemptions. */
    rewards: RewardService;
    /** Points expiry: takes the expired points and mails the warnings due (the daily job's run). */
    rewardsExpiry: { run(now?: Date): Promise<void> };
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
    /** Settles an order's points: its logged-in customer's, else its confirmed address's. */
    const settle: Parameters<typeof app.orders.onPlaced>[0] = async (tx, { order }) => {
      if (order.financialStatus === 'unpaid') return;
      const customerId =
        order.customerId ?? (await app.accounts.verifiedCustomerId(tx, order.email));
      if (customerId === null) return;
      await rewards.settleOrder(tx, customerId, { ...order, paidAt: new Date() });
    };
    app.orders.onPlaced(settle);
    app.orders.onUpdated(async (tx, placed, update) => {
      if (update === 'paid' || update === 'refunded') await settle(tx, placed);
    });
    // Points not used for a merchant-set time expire, the customer warned first (a daily job).
    const expiry = createPointsExpiry(app.database.db, {
      days: config.REWARDS_EXPIRY_DAYS,
      warningDays: config.REWARDS_EXPIRY_WARNING_DAYS,
    });
    const shop = {
      name: config.SHOP_NAME,
      origin: config.SHOP_URL ?? `http://localhost:${config.PORT}`,
    };
    const expireAndWarn = async (now = new Date()) => {
      const warnings = await expiry.run(now);
      const contacts = await app.accounts.contacts(warnings.map((w) => w.customerId));
      for (const w of warnings) {
        const to = contacts.find((c) => c.id === w.customerId);
        if (!to) continue;
        await app.jobs.send(
          'mail.send',
          expiryWarningMail(to.email, w.points, w.expiresAt, to.locale, app.translator, shop),
          {
            singletonKey: `points-expiry-${w.customerId}-${w.expiresAt.toISOString().slice(0, 10)}`,
          },
        );
      }
    };
    app.decorate('rewardsExpiry', { run: expireAndWarn });
    const schedule = periodicJob(app.jobs, 'rewards.expire', 24 * 3600, () => expireAndWarn());
    app.addHook('onReady', () => schedule.start());
    await registerStoreApi(app, rewardOperations);
    await registerPointsEndpoint(app);
  },
  {
    name: 'rewards',
    dependencies: ['accounts', 'orders', 'discounts', 'currency', 'newsletter', 'vitrine-jobs'],
  },
);
