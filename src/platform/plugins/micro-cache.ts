import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_VARY, MicroCache, etagOf, sendCached } from '../micro-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue responses of the last few seconds. */
    microCache: MicroCache;
  }
  interface FastifyContextConfig {
    /** The route's public GET responses may be served from the micro-cache. */
    microCache?: boolean;
  }
}

/**
 * Serves micro-cached routes from memory, and keeps their public answers (API and pages alike)
 * with an ETag; a private answer (a cart page) never is. Any announced change clears it.
 */
export const microCachePlugin = fp(
  async (app) => {
    app.decorate('microCache', new MicroCache(app.config.CATALOG_CACHE_TTL_MS));
    app.changes.onAny(() => app.microCache.clear());
    // Answers sent from the cache: they are not stored again (nor their entry's age renewed).
    const fromCache = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', (req, reply, done) => {
      if (req.method !== 'GET' || !req.routeOptions.config?.microCache) return done();
      const hit = app.microCache.get(MicroCache.key(req));
      if (!hit) return done();
      fromCache.add(req);
      // Answered here: the route does not run.
      sendCached(req, reply, hit);
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      if (
        req.method !== 'GET' ||
        !req.routeOptions.config?.microCache ||
        fromCache.has(req) ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        return done(null, payload);
      }
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      if (!cacheControl.startsWith('public')) return done(null, payload);
      // Encoded once: the ETag is computed on the bytes that are sent and kept.
      const body = Buffer.from(payload);
      const entry = {
        contentType: String(reply.getHeader('content-type')),
        cacheControl,
        etag: etagOf(body),
        body,
      };
      app.microCache.set(MicroCache.key(req), entry);
      reply.header('etag', entry.etag).header('vary', CACHE_VARY);
      if (req.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return done(null, '');
      }
      done(null, body);
    });
  },
  { name: 'vitrine-micro-cache', dependencies: ['vitrine-changes', 'vitrine-locale'] },
);
