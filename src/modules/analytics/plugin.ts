import fp from 'fastify-plugin';
import { periodicJob } from '../../platform/periodic-job.ts';
import { createForwarder, type ForwardResult } from './forward.ts';
import { recordPurchase } from './purchase.ts';
import { registerAnalyticsApi } from './routes.ts';
import { createAnalyticsService, type AnalyticsService } from './service.ts';
import type { BrowserPixel } from './pixels.ts';
import { browserPixels, configuredTrackers, type PinterestOptions } from './trackers/index.ts';
import type { TrackerId } from './trackers/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's analytics events, and their forwarding to the merchant's trackers. */
    analytics: AnalyticsService & {
      /** The theme's Pinterest options (track_pinterest, track_pinterest_ecommerce). */
      setPinterest(options: PinterestOptions): void;
      /** The trackers the shopper's browser tells itself (no conversion API keys): its beacons. */
      pixels: BrowserPixel[];
      /**
       * The GA4 stream the server tells purchases to (its Measurement Protocol keys are set):
       * the browser reads the shopper's GA4 ids from that stream's cookies, for their cart.
       */
      ga4MeasurementId: string | undefined;
      /** Forwards what waits to every configured tracker now (the periodic job's run). */
      forward(): Promise<Partial<Record<TrackerId, ForwardResult>>>;
    };
  }
}

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** Forwards the kept events to the trackers (every ANALYTICS_FORWARD_SECONDS). */
    'analytics.forward': Record<string, never>;
  }
}

/**
 * The analytics module: the events the storefront sends, under /api/statistics, forwarded to
 * the trackers the merchant set keys for by a durable periodic job: a tracker that is down has
 * its events wait, and the job's retries (with backoff) and the next period's run try again.
 */
export const analyticsModule = fp(
  async (app) => {
    const { config } = app;
    let pinterest: PinterestOptions = { track: true, ecommerce: true };
    const forwarder = createForwarder(app.database.db, {
      origin: config.SHOP_URL ?? `http://localhost:${config.PORT}`,
    });
    async function forward() {
      const results: Partial<Record<TrackerId, ForwardResult>> = {};
      for (const tracker of configuredTrackers(config, pinterest)) {
        results[tracker.id] = await forwarder.forward(tracker);
      }
      return results;
    }
    app.decorate('analytics', {
      ...createAnalyticsService(app.database.db),
      setPinterest: (options: PinterestOptions) => void (pinterest = options),
      pixels: browserPixels(config),
      ga4MeasurementId: config.GA4_API_SECRET ? config.GA4_MEASUREMENT_ID : undefined,
      forward,
    });
    const schedule = periodicJob(
      app.jobs,
      'analytics.forward',
      config.ANALYTICS_FORWARD_SECONDS,
      async () => {
        const down = Object.entries(await forward()).filter(([, r]) => r.down);
        // The job is retried with backoff; the trackers that answered have nothing to resend.
        if (down.length > 0) {
          throw new Error(
            `trackers down: ${down.map(([id, r]) => `${id} (${r.down})`).join(', ')}`,
          );
        }
      },
    );
    // A paid order's purchase, in the transaction that placed it paid or marked it paid.
    const purchased: Parameters<typeof app.orders.onPlaced>[0] = async (tx, { order, lines }) => {
      if (order.financialStatus !== 'paid') return;
      await recordPurchase(tx, {
        number: order.number,
        email: order.email,
        value: app.currency.toDecimal(order.total),
        currency: order.currency,
        locale: order.locale,
        items: lines.reduce((sum, l) => sum + l.quantity, 0),
        coupons: order.coupons,
        attribution: order.attribution,
      });
    };
    app.orders.onPlaced(purchased);
    app.orders.onUpdated(async (tx, placed, update) => {
      if (update === 'paid') await purchased(tx, placed);
    });
    // A shop without trackers runs no job at all.
    if (configuredTrackers(config, pinterest).length > 0) {
      app.addHook('onReady', () => schedule.start());
    }
    await registerAnalyticsApi(app);
  },
  { name: 'analytics', dependencies: ['orders', 'currency', 'vitrine-jobs'] },
);
