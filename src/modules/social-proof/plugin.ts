import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Locale } from '../../platform/locales.ts';
import { announceChange } from '../../platform/changes.ts';
import { periodicJob } from '../../platform/periodic-job.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { LAST_SALES_TAG, SALES_CHANGED, VISIT_WINDOW_MINUTES } from './contract.ts';
import { socialProofOperations } from './routes.ts';
import { createSocialProofService, type SocialProofService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The last sales notice's and the visitors counter's data. */
    socialProof: SocialProofService & {
      /** Whether the product is one the shop lists now. */
      listed(productId: number): Promise<boolean>;
    };
  }
}

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** Deletes the product visits older than the visitors counter's window. */
    'social_proof.forget_visits': Record<string, never>;
  }
}

/**
 * Social proof from the shop's own data (spec section 7, last-sales and visitors_counter):
 * recent paid sales without who bought them, and who looks at a product now, counted by a
 * salted hash that is deleted after the window (a periodic job).
 */
export const socialProofModule = fp(
  async (app) => {
    const shownProducts = async (ids: number[], locale: Locale) =>
      (
        await app.catalog.listProducts({
          page: 1,
          pageSize: ids.length,
          includeIds: ids,
          count: false,
          locale,
        })
      ).data;
    app.decorate('socialProof', {
      ...createSocialProofService(app.database.db, {
        shown: shownProducts,
        recentSales: (since, limit) => app.orders.recentSales(since, limit),
        // Several processes count alike with the shop's secret; one alone may draw its own.
        visitorKey: app.config.COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
      }),
      listed: async (productId: number) => (await shownProducts([productId], 'en-US')).length > 0,
    });
    // A paid order is a sale, and a refund may take one back: the kept last-sales answer goes
    // when the transaction commits.
    app.orders.onPlaced(async (tx, { order }) => {
      if (order.financialStatus === 'paid')
        await announceChange(tx, SALES_CHANGED, [LAST_SALES_TAG]);
    });
    app.orders.onUpdated((tx) => announceChange(tx, SALES_CHANGED, [LAST_SALES_TAG]));
    await registerStoreApi(app, socialProofOperations);
    const schedule = periodicJob(
      app.jobs,
      'social_proof.forget_visits',
      VISIT_WINDOW_MINUTES * 60,
      () => app.socialProof.forgetVisits(),
    );
    app.addHook('onReady', () => schedule.start());
  },
  { name: 'social-proof', dependencies: ['catalog', 'orders', 'vitrine-jobs'] },
);
