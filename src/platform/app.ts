import cookie from '@fastify/cookie';
import fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { changesPlugin } from './changes.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { Translator } from './i18n.ts';
import { jobsPlugin, type JobsOptions } from './jobs.ts';
import { mailPlugin } from './mail.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { healthPlugin } from './plugins/health.ts';
import { inFlightPlugin } from './plugins/in-flight.ts';
import { localePlugin, withoutLanguagePrefix } from './plugins/locale.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { microCachePlugin } from './plugins/micro-cache.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { textGuard } from './plugins/text-guard.ts';
import { jsonSerializerCompiler } from './serializer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    translator: Translator;
  }
}

/**
 * What the HTTP app is built from: the process hands over the configuration, the open
 * database, the translator, the modules (fastify plugins, in order) and the storefront.
 */
export interface AppOptions {
  config: Config;
  database: Database;
  translator: Translator;
  modules: readonly FastifyPluginAsync[];
  storefront?: FastifyPluginAsync;
  /** How this process runs the job queue (tests poll quicker). */
  jobs?: JobsOptions;
  /** Where the log lines go instead of standard output (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/** The body size the API accepts; larger bodies get 413. */
export const BODY_LIMIT = 64 * 1024;

/** Assembles the app: the platform's plugins, then the modules, then the storefront. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, translator } = options;
  const app = fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Requests are logged at debug level by the in-flight plugin, not twice at info.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Only behind a proxy that sets X-Forwarded-*: otherwise any client could claim any address.
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // A language's pages live under its prefix (/de/…): routed as the page without it.
    rewriteUrl: withoutLanguagePrefix,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  // Bodies are JSON (the API) or forms (the storefront registers their parser): not text.
  app.removeContentTypeParser(['text/plain']);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('translator', translator);
  app.decorate('operations', new Map());

  await app.register(cookie, config.COOKIE_SECRET ? { secret: config.COOKIE_SECRET } : {});
  await app.register(securityHeaders);
  await app.register(localePlugin);
  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(inFlightPlugin);
  await app.register(changesPlugin);
  await app.register(microCachePlugin);
  // After the micro-cache: it keeps the plain body, and its hits are compressed from a memo.
  await app.register(compressionPlugin);
  await app.register(healthPlugin);
  await app.register(apiDocsPlugin);
  // Before the modules: they define their job types, and enqueue mail, as they register.
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(mailPlugin);
  for (const module of options.modules) await app.register(module);
  if (options.storefront) await app.register(options.storefront);
  return app;
}
