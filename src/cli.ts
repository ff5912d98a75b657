#!/usr/bin/env node
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { seedDemoShop } from './seed.ts';
import { startServer } from './server.ts';

const USAGE = `Usage: vitrine <command>

  start                 serve the built shop (migrates, seeds an empty shop)
  dev                   serve with hot reload
  migrate               apply database migrations
  seed [--products N]   replace the catalogue with the demo shop (N products, default 132)
`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      await startServer(config, 'production');
      return;
    case 'dev':
      // No micro-cache while editing: a change shows on the next reload.
      await startServer(
        { ...config, NODE_ENV: 'development', CATALOG_CACHE_TTL_MS: 0 },
        'development',
      );
      return;
    case 'migrate': {
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
      await database.migrate();
      await database.close();
      console.log(`Migrated the ${database.kind} database.`);
      return;
    }
    case 'seed': {
      const flag = rest.indexOf('--products');
      const count = flag >= 0 ? Number(rest[flag + 1]) : undefined;
      if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 1_000_000)) {
        throw new ConfigError('--products takes a whole number from 1 to 1000000');
      }
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
      await database.migrate();
      // A shop running on the same PostgreSQL hears of the change and drops its caches.
      const started = Date.now();
      const seeded = await seedDemoShop(database.db, count);
      await database.close();
      console.log(
        `Seeded ${seeded.products} products (${seeded.variants} variants), ${seeded.posts} blog posts and ${seeded.policies} policies in ${Date.now() - started} ms.`,
      );
      return;
    }
    default:
      process.stdout.write(USAGE);
      process.exitCode = command ? 2 : 0;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // By name: a theme's ConfigError comes from the storefront's own module graph in development.
  const name = error instanceof Error ? error.name : '';
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    name === 'ConfigError'
  ) {
    console.error((error as Error).message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
