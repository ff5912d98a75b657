import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MODULES } from './modules/index.ts';
import { buildApp } from './platform/app.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { createTranslator } from './platform/i18n.ts';
import type { Locale, Messages } from './platform/locales.ts';
import { PROJECT_ROOT } from './platform/paths.ts';
import { closeGracefully } from './platform/plugins/in-flight.ts';
import { isShopEmpty, seedDemoShop } from './seed.ts';
import { loadAllMessages } from './storefront/server/messages.ts';
import { withShopTexts } from './modules/content/shop-texts.ts';
import type { Manifest } from './storefront/server/manifest.ts';
import { storefrontPlugin, type ServerEntry } from './storefront/server/plugin.ts';

/** The built browser bundle. */
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

/** Opens the database, migrates it, and seeds the demo shop when it has no products. */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void,
): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (error) => log(`database connection closed by the server: ${error.message}`),
  });
  await database.migrate();
  if (await isShopEmpty(database.db)) {
    log('Empty shop: seeding the demo catalogue…');
    const seeded = await seedDemoShop(database.db, undefined, config.SHOP_CURRENCY);
    log(
      `Seeded ${seeded.products} products, ${seeded.variants} variants, ${seeded.posts} blog posts.`,
    );
  }
  return database;
}

/** The production storefront: the SSR bundle and the built, fingerprinted assets. */
function productionStorefront(catalogues: ReadonlyMap<Locale, Messages>): FastifyPluginAsync {
  const manifestPath = path.join(CLIENT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No client build at ${CLIENT_DIR}: run "npm run build" first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const stylesheets = new Map<string, string>();
  const pages = storefrontPlugin({
    manifest,
    // Read once: a built stylesheet never changes while the process runs.
    stylesheetText: (href) => {
      let text = stylesheets.get(href);
      if (text === undefined) {
        text = readFileSync(path.join(CLIENT_DIR, href), 'utf8');
        stylesheets.set(href, text);
      }
      return text;
    },
    catalogues,
    loadEntry: () => import('./storefront/entry-server.tsx'),
  });
  return async (app) => {
    await app.register(fastifyStatic, {
      root: path.join(CLIENT_DIR, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      wildcard: true,
    });
    await app.register(pages);
  };
}

/** Development: Vite serves the browser modules with hot reload and loads the SSR entry live. */
async function developmentStorefront(
  catalogues: ReadonlyMap<Locale, Messages>,
): Promise<FastifyPluginAsync> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const entry = '/src/storefront/entry-server.tsx';
  const pages = storefrontPlugin({
    catalogues,
    loadEntry: async () => (await vite.ssrLoadModule(entry)) as ServerEntry,
    devScripts: ['/src/storefront/entry-client.tsx'],
    transformHtml: (url, html) => vite.transformIndexHtml(url, html),
  });
  return async (app) => {
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    await app.register(pages);
  };
}

/** Starts Vitrine: database, app, listening, and a graceful stop on SIGTERM and SIGINT. */
export async function startServer(config: Config, mode: 'production' | 'development') {
  const database = await prepareDatabase(config, (msg) => console.log(msg));
  // The shop's messages, with the merchant's wording of them (`translations load`, texts).
  const catalogues = await withShopTexts(database.db, await loadAllMessages());
  const storefront =
    mode === 'development'
      ? await developmentStorefront(catalogues)
      : productionStorefront(catalogues);
  const app = await buildApp({
    config,
    database,
    translator: createTranslator(catalogues),
    modules: MODULES,
    storefront,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Vitrine (${mode}, ${database.kind}, theme ${config.SHOP_THEME}) on http://localhost:${config.PORT}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await closeGracefully(app);
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return app;
}
