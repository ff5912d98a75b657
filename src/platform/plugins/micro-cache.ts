import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MicroCache, etagOf, publicHeaders, sendCached, tagsOf } from '../micro-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue responses, kept until their TTL or a change they show. */
    microCache: MicroCache;
  }
  interface FastifyContextConfig {
    /** The route's public GET responses may be served from the micro-cache. */
    microCache?: boolean;
  }
}

/**
 * Serves micro-cached routes from memory, and keeps their public answers (API and pages alike)
 * with an ETag; a private answer (a cart page) never is. Shoppers who ask for a page while it
 * is being rendered wait for that one render (or get the page they would have had a moment ago,
 * while it is rendered again) instead of each rendering it. An announced change forgets the
 * answers that show what it names, or everything when it names nothing.
 */
export const microCachePlugin = fp(
  async (app) => {
    const { CATALOG_CACHE_TTL_MS, PAGE_CACHE_TTL_MS } = app.config;
    app.decorate('microCache', new MicroCache(CATALOG_CACHE_TTL_MS === 0 ? 0 : PAGE_CACHE_TTL_MS));
    app.changes.onAny((_topic, tags) =>
      tags.length > 0 ? app.microCache.forget(tags) : app.microCache.clear(),
    );
    // Answers sent from the cache: they are not stored again (nor their entry's age renewed).
    const fromCache = new WeakSet<FastifyRequest>();
    // The requests rendering a key for everyone who asks meanwhile, and how each ends its render.
    const renders = new WeakMap<FastifyRequest, () => void>();
    // Where each render started (MicroCache.version): one a change overtook is sent, not kept.
    const startedFrom = new WeakMap<FastifyRequest, number>();
    const endRender = (req: FastifyRequest) => {
      renders.get(req)?.();
      renders.delete(req);
    };

    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' || !req.routeOptions.config?.microCache) return;
      const cache = app.microCache;
      if (cache.bypassed(req)) return;
      const key = MicroCache.key(req);
      let found = cache.lookup(key);
      const running = found?.fresh ? undefined : cache.rendering(key);
      if (running && !found) {
        await running;
        found = cache.lookup(key);
      }
      // Fresh, or stale while its next version is being rendered: answered here.
      if (found && (found.fresh || running)) {
        fromCache.add(req);
        return sendCached(req, reply, found.entry);
      }
      startedFrom.set(req, cache.version);
      const end = cache.beginRender(key);
      if (end) renders.set(req, end);
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      if (
        req.method !== 'GET' ||
        !req.routeOptions.config?.microCache ||
        fromCache.has(req) ||
        app.microCache.bypassed(req) ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        endRender(req);
        return done(null, payload);
      }
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      if (!cacheControl.startsWith('public')) {
        endRender(req);
        return done(null, payload);
      }
      // Encoded once: the ETag is computed on the bytes that are sent and kept.
      const body = Buffer.from(payload);
      const entry = {
        contentType: String(reply.getHeader('content-type')),
        cacheControl,
        etag: etagOf(body),
        body,
        tags: tagsOf(reply),
      };
      app.microCache.set(MicroCache.key(req), entry, startedFrom.get(req));
      endRender(req);
      // Kept as public (the key holds the language); sent as this request's language allows.
      const sent = publicHeaders(req, cacheControl);
      reply.header('etag', entry.etag).header('cache-control', sent.cacheControl);
      if (sent.vary) reply.header('vary', sent.vary);
      if (req.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return done(null, '');
      }
      done(null, body);
    });
    // However a render ends (an error, a shopper gone), whoever waits for it goes on.
    app.addHook('onResponse', (req, _reply, done) => {
      endRender(req);
      done();
    });
    app.addHook('onRequestAbort', (req, done) => {
      endRender(req);
      done();
    });
  },
  { name: 'vitrine-micro-cache', dependencies: ['vitrine-changes', 'vitrine-locale'] },
);
