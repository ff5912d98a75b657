import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { resolveLocale } from '../../platform/locales.ts';
import { challengeBody, challengeParams, tokenBody, tokenSchema } from './contract.ts';
import { challengePage, notFoundPage, TOKENIZE_SCRIPT } from './pages.ts';
import { paymentView } from './service.ts';

/** Where the challenge page sends the shopper back: the shop's return URL with the payment. */
export function returnAddress(returnUrl: string, paymentId: string): string {
  const absolute = /^https?:\/\//.test(returnUrl);
  const url = new URL(returnUrl, 'http://shop.invalid');
  url.searchParams.set('payment_id', paymentId);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

const notFound = (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', PRIVATE_NO_STORE)
    .send(notFoundPage({ locale: req.locale, t: app.translator }));

/**
 * The gateway's routes under /test-gateway/v1 (as if another host): the token endpoint, the
 * tokenising script the card form loads, and the 3-D Secure challenge page.
 */
export async function gatewayRoutes(app: FastifyInstance) {
  // The challenge page is a plain form: it posts without JavaScript.
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  // The card-payment token endpoint at an external provider (spec section 7; NOTES: the
  // built-in test gateway on its own path). The shopper's browser posts the card here, never to
  // the shop; the answer is a token the shop may use. Another host's API: not in the shop's
  // API reference.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/tokens',
      { schema: { hide: true, body: tokenBody, response: { 200: tokenSchema } } },
      async (req, reply) => {
        const token = await app.testGateway.createToken(req.body);
        return reply.header('cache-control', PRIVATE_NO_STORE).send(token);
      },
    );

  app.get('/tokenize.js', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(TOKENIZE_SCRIPT),
  );

  app.get<{ Params: { id: string } }>(
    '/challenge/:id',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = challengeParams.safeParse(req.params);
      const row = id.success ? await app.testGateway.find(id.data.id) : undefined;
      if (!row) return notFound(app, req, reply);
      // The language the shop gave with the payment; else the browser's (its X-LANG, cookie).
      const locale = row.locale ? resolveLocale(row.locale) : req.locale;
      const html = challengePage(
        paymentView(row),
        {
          action: `${row.id}`,
          returnTo: row.returnUrl ? returnAddress(row.returnUrl, row.id) : '/',
        },
        { locale, t: app.translator },
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', PRIVATE_NO_STORE)
        .send(html);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/challenge/:id',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = challengeParams.safeParse(req.params);
      const answer = challengeBody.safeParse(req.body);
      const row = id.success ? await app.testGateway.find(id.data.id) : undefined;
      if (!row) return notFound(app, req, reply);
      if (!answer.success) return reply.redirect(`${row.id}`, 303);
      const done = await app.testGateway.completeChallenge(row.id, answer.data.outcome === 'pass');
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .redirect(returnAddress(done?.returnUrl ?? '/', row.id), 303);
    },
  );
}
