import fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { resolveLocale, type Locale } from '../storefront/i18n/locales.ts';
import { createCatalogService, type CatalogService } from '../modules/catalog/service.ts';
import { catalogRoutes } from '../modules/catalog/routes.ts';
import { createCartService, type CartService, type Translate } from '../modules/cart/service.ts';
import { cartRoutes } from '../modules/cart/routes.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';
import { CACHE_VARY, MicroCache, etagOf, sendCached } from './micro-cache.ts';
import { securityHeaders } from './security-headers.ts';
import type { Translator } from './i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    translator: Translator;
    catalog: CatalogService;
    cart: CartService;
    /** Public catalogue responses of the last few seconds. */
    microCache: MicroCache;
    /** Requests being answered right now; graceful shutdown waits for them. */
    inFlight: Set<FastifyRequest>;
  }
  interface FastifyContextConfig {
    /** The route's public GET responses may be served from the micro-cache. */
    microCache?: boolean;
  }
  interface FastifyRequest {
    /** The shopper's language, from X-LANG, else the locale cookie, else en-US. */
    locale: Locale;
    /** Translates a message key into the shopper's language. */
    t: Translate;
  }
}

/** What the HTTP app is built from; `storefront` adds the server-rendered pages. */
export interface AppOptions {
  config: Config;
  database: Database;
  translator: Translator;
  storefront?: (app: FastifyInstance) => Promise<void>;
}

/** The body size the API accepts; larger bodies get 413. */
export const BODY_LIMIT = 64 * 1024;

/** Builds the Fastify app: services, the JSON API, media, and (optionally) the storefront. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, translator } = options;
  const app = fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Requests are logged at debug level by the onResponse hook below, not twice at info.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Only behind a proxy that sets X-Forwarded-*: otherwise any client could claim any address.
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('translator', translator);
  app.decorate('catalog', createCatalogService(database.db, config.SHOP_CURRENCY));
  app.decorate('cart', createCartService(database.db, config.SHOP_CURRENCY));

  await app.register(cookie, config.COOKIE_SECRET ? { secret: config.COOKIE_SECRET } : {});
  securityHeaders(app);

  app.decorateRequest('locale', 'en-US');
  app.decorateRequest('t', undefined as unknown as Translate);
  app.addHook('onRequest', async (req) => {
    const header = req.headers['x-lang'];
    req.locale = resolveLocale((Array.isArray(header) ? header[0] : header) ?? req.cookies?.locale);
    const locale = req.locale;
    req.t = (key, values) => translator(locale, key, values);
  });
  app.decorate('microCache', new MicroCache(config.CATALOG_CACHE_TTL_MS));
  // Answers sent from the cache: they are not stored again (nor their entry's age renewed).
  const fromCache = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.routeOptions.config?.microCache) return;
    const hit = app.microCache.get(MicroCache.key(req));
    if (!hit) return;
    fromCache.add(req);
    return sendCached(req, reply, hit);
  });
  // Public answers of micro-cached routes are kept; a private one (a cart page) never is.
  app.addHook('onSend', async (req, reply, payload) => {
    if (
      req.method !== 'GET' ||
      !req.routeOptions.config?.microCache ||
      fromCache.has(req) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!cacheControl.startsWith('public')) return payload;
    const entry = {
      contentType: String(reply.getHeader('content-type')),
      cacheControl,
      etag: etagOf(payload),
      body: payload,
    };
    app.microCache.set(MicroCache.key(req), entry);
    reply.header('etag', entry.etag).header('vary', CACHE_VARY);
    if (req.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  app.decorate('inFlight', new Set<FastifyRequest>());
  app.addHook('onRequest', async (req) => {
    app.inFlight.add(req);
  });
  app.addHook('onRequestAbort', async (req) => {
    app.inFlight.delete(req);
  });
  app.addHook('onResponse', async (req, reply) => {
    app.inFlight.delete(req);
    req.log.debug({ url: req.url, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request');
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const t = req.t ?? ((key: string) => translator('en-US', key));
    if (error instanceof AppError) {
      const body: Record<string, unknown> = {
        code: error.code,
        message: t(error.messageKey, error.values),
      };
      if (error.fields) body.errors = translateFields(error.fields, t, error.values);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'body';
        fields[field] ??=
          issue.message && translator.has(issue.message) ? issue.message : 'error.field_invalid';
      }
      const errors = translateFields(fields, t);
      return reply.status(422).send({
        code: 'validation_failed',
        message: Object.values(errors)[0] ?? t('error.field_invalid'),
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'internal_error', message: t('error.internal') });
    }
    const known: Record<string, [string, string]> = {
      FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', 'error.body_too_large'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'error.unsupported_media_type'],
      FST_ERR_CTP_EMPTY_JSON_BODY: ['malformed_body', 'error.malformed_body'],
      FST_ERR_CTP_INVALID_JSON_BODY: ['malformed_body', 'error.malformed_body'],
    };
    const [code, key] =
      known[error.code] ??
      (error instanceof SyntaxError
        ? ['malformed_body', 'error.malformed_body']
        : ['bad_request', 'error.bad_request']);
    return reply.status(status).send({ code, message: t(key) });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    await database.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body type is 415.
      api.removeContentTypeParser(['text/plain']);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
    },
    { prefix: '/api/store' },
  );
  // Unknown API paths answer JSON, not the storefront's 404 page.
  app.all('/api/*', async (req, reply) =>
    reply.status(404).send({ code: 'not_found', message: req.t('error.not_found') }),
  );
  await app.register(mediaRoutes, { dataDir: config.dataDir });

  if (options.storefront) await options.storefront(app);
  return app;
}

function translateFields(
  fields: Record<string, string>,
  t: Translate,
  values?: Record<string, string | number>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([f, key]) => [f, t(key, values)]));
}
