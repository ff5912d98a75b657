import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being answered right now; graceful shutdown waits for them. */
    inFlight: Set<FastifyRequest>;
  }
}

/** Keeps the set of requests in flight, and logs each answered one (its path) at debug level. */
export const inFlightPlugin = fp(
  async (app) => {
    app.decorate('inFlight', new Set<FastifyRequest>());
    // Callback hooks: they run on every request, and a promise each costs throughput.
    app.addHook('onRequest', (req, reply, done) => {
      app.inFlight.add(req);
      // The response closes when it is sent and when its client goes away mid-answer (the
      // answer finishes, but never "responds"): either way the request is no longer in flight.
      reply.raw.once('close', () => app.inFlight.delete(req));
      done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      // The path without its query: a query may carry a token (a reset or unsubscribe link, a
      // login provider's code), and no token goes into a log.
      const path = req.url.split('?', 1)[0];
      req.log.debug({ path, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request');
      done();
    });
  },
  { name: 'vitrine-in-flight' },
);

/**
 * Stops an app gracefully: no new connections, the requests in flight finish, then the idle
 * keep-alive (and never-used preconnected) sockets that would hold the close open are dropped.
 */
export async function closeGracefully(app: {
  close(): PromiseLike<void>;
  inFlight: Set<unknown>;
  server: { closeAllConnections(): void };
}) {
  const closed = app.close();
  while (app.inFlight.size > 0) await new Promise((r) => setTimeout(r, 20));
  app.server.closeAllConnections();
  await closed;
}
