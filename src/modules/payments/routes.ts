import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { defineOperation, registerOperations, STORE_API } from '../../platform/route.ts';
import { webhookBody, webhookParams, webhookResponse } from './contract.ts';

/**
 * `POST payments/webhooks/{provider}`: a payment provider's asynchronous word on a payment
 * (3-D Secure completed, a pending payment settled). Believed only with a good signature;
 * answered 2xx once every listener has taken it, so the provider stops sending it.
 */
export const paymentWebhook = defineOperation({
  method: 'POST',
  url: '/payments/webhooks/:provider',
  summary: "A payment provider's signed confirmation or failure of a payment",
  tags: ['payments'],
  schemas: { params: webhookParams, body: webhookBody, response: webhookResponse },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { params, body }) => {
    await app.payments.handleWebhook(params.provider, { headers: req.headers, rawBody: body });
    return { received: true as const };
  },
});

/**
 * The webhook route under /api/store, in a context of its own whose JSON is kept as it came:
 * signatures are over the exact bytes, which parsing and serialising again would change.
 */
export async function webhookRoutes(app: FastifyInstance) {
  await app.register(
    async (api) => {
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_req, body, done) => done(null, body),
      );
      registerOperations(api, [paymentWebhook]);
    },
    { prefix: STORE_API },
  );
}
