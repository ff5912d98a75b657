import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createTestCardProvider } from './payment-provider.ts';
import { gatewayRoutes } from './routes.ts';
import { createTestGateway, GATEWAY_PREFIX, type TestGateway } from './service.ts';
import { createScheduler, type WebhookPost } from './webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in test card gateway (another host, in the same process). */
    testGateway: TestGateway;
  }
}

/** How long a webhook sent over the network may take to be answered. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The test gateway module (NOTES: the card-payment token endpoint "as a separate module, as if
 * it were another host"): its own tables, its routes under /test-gateway/v1, and the shop's
 * provider adapter over its client API (`test_card`), which it adds to payments. It sends its
 * webhooks to the shop in-process (a path) or over HTTP (a URL), as configured.
 */
export const testGatewayModule = fp(
  async (app) => {
    const { config } = app;
    const post: WebhookPost = async (url, body, headers) => {
      if (url.startsWith('/')) {
        const res = await app.inject({ method: 'POST', url, headers, payload: body });
        return res.statusCode;
      }
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      return res.status;
    };
    const scheduler = createScheduler(
      {
        url: config.TEST_GATEWAY_WEBHOOK_URL,
        // Unset, a secret of this process: the in-process delivery and the shop share it.
        secret: config.TEST_GATEWAY_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
        delayMs: config.TEST_GATEWAY_WEBHOOK_DELAY_MS,
        deliveries: config.TEST_GATEWAY_WEBHOOK_DELIVERIES,
      },
      post,
    );
    app.decorate(
      'testGateway',
      createTestGateway(app.database.db, scheduler, { settleMs: config.TEST_GATEWAY_SETTLE_MS }),
    );
    // The shop's `test_card` method: the adapter over this gateway's client API.
    app.payments.addProvider(createTestCardProvider(app.testGateway));
    app.addHook('onClose', () => scheduler.close());
    await app.register(gatewayRoutes, { prefix: GATEWAY_PREFIX });
  },
  { name: 'test-gateway', dependencies: ['payments'] },
);
