import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { MODULES } from '../modules/index.ts';
import { buildApp } from '../platform/app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { createTranslator } from '../platform/i18n.ts';
import { loadAllMessages } from '../storefront/server/messages.ts';
import type { Manifest } from '../storefront/server/manifest.ts';
import { storefrontPlugin } from '../storefront/server/plugin.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres.ts';

/**
 * Records the statements one piece of work sends, and only those: the job queue's workers poll
 * on their own timers, so a count taken around a request does not depend on when they wake.
 * Pass `onQuery` to `createTestApp`, then `during(() => app.inject(...))`.
 */
export function statementRecorder() {
  const scope = new AsyncLocalStorage<string[]>();
  return {
    onQuery: (query: string) => void scope.getStore()?.push(query),
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      // Awaited inside the scope: a lazy thenable (an injected request, a Drizzle query) starts
      // its work when it is awaited, and that must happen within the scope.
      const result = await scope.run(statements, async () => await work());
      return { result, statements };
    },
  };
}

/** A test's own copy of the seeded shop database: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(onQuery?: (query: string) => void): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = uniqueDatabaseName('vitrine_test');
    await adminQuery(url, [`create database ${name} template ${inject('postgresTemplate')}`]);
    const own = databaseUrl(url, name);
    const database = await openDatabase({ url: own, poolSize: 4, ...(onQuery ? { onQuery } : {}) });
    return {
      database,
      url: own,
      drop: async () => {
        await database.close();
        await adminQuery(url, [`drop database if exists ${name} with (force)`]);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({
    loadDataDir: new Blob([dump]),
    ...(onQuery ? { onQuery } : {}),
  });
  return { database, drop: () => database.close() };
}

/** A test app over its own seeded database, with the server-rendered storefront. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Another instance of the shop on the same database, as a second server process would be. */
  anotherInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * Builds the whole app for `app.inject` tests; `manifest` stands in for a client build, and
 * `logStream` receives the log lines (with a LOG_LEVEL in `env`).
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  {
    manifest,
    stylesheetText,
    onQuery,
    logStream,
  }: {
    manifest?: Manifest;
    /** The text of a built stylesheet, by its href: with `manifest`, pages' styles are served. */
    stylesheetText?: (href: string) => string;
    onQuery?: (query: string) => void;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase(onQuery);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...env });
  const catalogues = await loadAllMessages();
  const build = async (over: Database) => {
    const built = await buildApp({
      config,
      database: over,
      translator: createTranslator(catalogues),
      modules: MODULES,
      // Jobs (a confirmation mail ...) start within half a second, not two.
      jobs: { pollingIntervalSeconds: 0.5 },
      ...(logStream ? { logStream } : {}),
      storefront: storefrontPlugin({
        catalogues,
        ...(manifest ? { manifest } : {}),
        ...(stylesheetText ? { stylesheetText } : {}),
        loadEntry: () => import('../storefront/entry-server.tsx'),
      }),
    });
    await built.ready();
    return built;
  };
  const app = await build(database);
  return {
    app,
    database,
    config,
    // On PostgreSQL its own pool of connections; the embedded database belongs to one process,
    // so there the second instance shares it.
    anotherInstance: async () => {
      const second = url ? await openDatabase({ url, poolSize: 4 }) : database;
      const other = await build(second);
      return {
        app: other,
        close: async () => {
          await other.close();
          if (second !== database) await second.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
