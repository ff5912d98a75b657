#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { blocksFile } from './modules/blocks/contract.ts';
import { createBlocksService } from './modules/blocks/service.ts';
import { createCurrencyService, ratesInputSchema } from './modules/currency/service.ts';
import { createDiscountService } from './modules/discounts/service.ts';
import { CATALOG_CHANGED, catalogTranslationsSchema } from './modules/catalog/contract.ts';
import { saveCatalogTranslations } from './modules/catalog/translations-save.ts';
import { contentTranslationsSchema } from './modules/content/contract.ts';
import { CONTENT_CHANGED } from './modules/content/translations-save.ts';
import { announceChange } from './platform/changes.ts';
import { saveContentTranslations } from './modules/content/translations-save.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createMerchService } from './modules/merchandising/service.ts';
import { createSitesService } from './modules/sites/service.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { openDatabase, type Db } from './platform/db.ts';
import { databaseUnreachable } from './platform/database-unreachable.ts';
import { checkReplacement } from './platform/replacement-file.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { createMailer, outboxDir } from './platform/mail.ts';
import { ORDERS_USAGE, ordersCommand, shippingCommand } from './orders-cli.ts';
import { seedDemoShop } from './seed.ts';
import { startServer } from './server.ts';

const USAGE = `Usage: vitrine <command>

  start                 serve the built shop (migrates, seeds an empty shop)
  dev                   serve with hot reload
  migrate               apply database migrations
  seed [--products N]   replace the catalogue with the demo shop (N products, default 132)
  rates                 list the exchange rates (from the checkout currency, SHOP_CURRENCY)
  rates set EUR=0.92 …  set exchange rates
  rates load FILE       replace the rates with a JSON file: { "EUR": 0.92, … }
  discounts             list the discounts and coupons
  discounts load FILE [--replace]
                        load discounts and coupons from a JSON file ({ "discounts": [ … ] })
  blocks load FILE      replace the FAQ and the videos with a JSON file ({ "faq": [ … ], "videos": [ … ] })
  translations load FILE
                        load translated content from a JSON file ({ "products": [ … ],
                        "options", "collections", "blog_posts", "blog_collections", "policies" })
  mail test ADDRESS     send a test mail (through SMTP_URL, or into DATA_DIR/outbox)
${ORDERS_USAGE}  merch load FILE       load product tags, custom buttons, size charts, combinations, style
                        combinations, diversion tests and grouped products from a JSON file;
                        each list in the file replaces the stored list of its kind
  sites load FILE       replace the sibling shops (other languages or countries) with a JSON
                        file ({ "sites": [ { "name", "url", "locale", "country", "currency" } ] })
`;

/** What a translations file may hold: the catalogue's parts and the content's. */
const TRANSLATION_PARTS = [
  'products',
  'options',
  'collections',
  'blog_posts',
  'blog_collections',
  'policies',
];

/** Opens and migrates the configured database for a command, and closes it after. */
async function withDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The flag a loader needs to replace what the shop holds with nothing. */
const ALLOW_EMPTY = '--allow-empty';

/** Reads a JSON file for a command; a missing or malformed file is a readable error. */
function readJson(file: string | undefined): unknown {
  if (!file) throw new ConfigError('name a JSON file');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
}

/** A Zod failure as lines naming each field. */
function explain(error: unknown, source: string): never {
  if (error instanceof ZodError) {
    const lines = error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`${source}: not valid:\n${lines.join('\n')}`);
  }
  throw error;
}

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
      const seeded = await seedDemoShop(database.db, count, config.SHOP_CURRENCY);
      await database.close();
      console.log(
        `Seeded ${seeded.products} products (${seeded.variants} variants), ${seeded.posts} blog posts and ${seeded.policies} policies in ${Date.now() - started} ms.`,
      );
      return;
    }
    case 'rates': {
      const [action, ...args] = rest;
      await withDatabase(config, async (db) => {
        const currency = createCurrencyService(config.SHOP_CURRENCY, db);
        if (action === 'set' || action === 'load') {
          const input =
            action === 'load'
              ? readJson(args[0])
              : Object.fromEntries(
                  args.map((pair) => {
                    const [code = '', rate = ''] = pair.split('=');
                    return [code.toUpperCase(), Number(rate)];
                  }),
                );
          if (action === 'set' && args.length === 0)
            throw new ConfigError('give rates as EUR=0.92');
          if (action === 'load') {
            const parsed = ratesInputSchema.safeParse(input);
            if (parsed.success) {
              const count = Object.keys(parsed.data).length;
              const allowEmpty = args.includes(ALLOW_EMPTY);
              checkReplacement(args[0]!, input, parsed.data, { count, what: 'rates', allowEmpty });
            }
          }
          const n = await currency
            .setRates(input, { replace: action === 'load' })
            .catch((e: unknown) => explain(e, action === 'load' ? args[0]! : 'The rates'));
          console.log(`Set ${n} exchange rates from ${config.SHOP_CURRENCY}.`);
        } else if (action === undefined) {
          const { base, rates } = await currency.rates();
          for (const [code, rate] of Object.entries(rates)) console.log(`${code}\t${rate}`);
          console.log(`(1 ${base} in each currency)`);
        } else {
          throw new ConfigError(`unknown rates command: ${action}`);
        }
      });
      return;
    }
    case 'discounts': {
      const [action, file, flag] = rest;
      await withDatabase(config, async (db) => {
        const service = createDiscountService(db);
        if (action === 'load') {
          const n = await service
            .load(readJson(file), { replace: flag === '--replace' })
            .catch((e: unknown) => explain(e, file!));
          console.log(`Loaded ${n} discounts.`);
        } else if (action === undefined) {
          for (const d of await service.all()) {
            console.log(`${d.key}\t${d.code ?? '(automatic)'}\t${d.discount_type}\t${d.title}`);
          }
        } else {
          throw new ConfigError(`unknown discounts command: ${action}`);
        }
      });
      return;
    }
    case 'blocks': {
      const [action, file] = rest;
      if (action !== 'load') throw new ConfigError(`unknown blocks command: ${action ?? ''}`);
      const input = readJson(file);
      const parsed = blocksFile.strict().safeParse(input);
      if (!parsed.success) explain(parsed.error, file!);
      checkReplacement(file!, input, parsed.data, {
        count: parsed.data.faq.length + parsed.data.videos.length,
        what: 'questions or videos',
        allowEmpty: rest.includes(ALLOW_EMPTY),
      });
      await withDatabase(config, async (db) => {
        const n = await createBlocksService(db)
          .load(input as never)
          .catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n.faq} questions and ${n.videos} videos.`);
      });
      return;
    }
    case 'translations': {
      const [action, file] = rest;
      if (action !== 'load') throw new ConfigError(`unknown translations command: ${action ?? ''}`);
      const input = readJson(file);
      const unknown =
        input && typeof input === 'object' && !Array.isArray(input)
          ? Object.keys(input).filter((k) => !TRANSLATION_PARTS.includes(k))
          : ['(root)'];
      if (unknown.length) {
        throw new ConfigError(
          `${file}: not valid: ${unknown.join(', ')} (a file holds ${TRANSLATION_PARTS.join(', ')})`,
        );
      }
      await withDatabase(config, async (db) => {
        // Both parts in one transaction: a file with one wrong slug changes nothing.
        catalogTranslationsSchema.parse(input);
        contentTranslationsSchema.parse(input);
        const n = await db.transaction(
          async (tx) =>
            (await saveCatalogTranslations(tx, input, false)) +
            (await saveContentTranslations(tx, input, false)),
        );
        await announceChange(db, CATALOG_CHANGED);
        await announceChange(db, CONTENT_CHANGED);
        console.log(`Loaded ${n} translations.`);
      }).catch((e: unknown) => explain(e, file!));
      return;
    }
    case 'mail': {
      const [action, to] = rest;
      if (action !== 'test') throw new ConfigError(`unknown mail command: ${action ?? ''}`);
      if (!to) throw new ConfigError('name the address to send the test mail to');
      const mailer = createMailer(config);
      try {
        const { messageId } = await mailer
          .send({
            to,
            subject: `${config.SHOP_NAME}: a test mail`,
            text: `This mail shows that ${config.SHOP_NAME} can send mail.`,
          })
          .catch((e: unknown) => explain(e, 'The address'));
        console.log(
          mailer.transport === 'smtp'
            ? `The SMTP server accepted the test mail ${messageId}.`
            : `Wrote the test mail into ${outboxDir(config)} (set SMTP_URL to send it).`,
        );
      } finally {
        mailer.close();
      }
      return;
    }
    case 'orders':
      return ordersCommand(config, rest);
    case 'shipping':
      return shippingCommand(config, rest, readJson, explain);
    case 'merch': {
      const [action, file] = rest;
      if (action !== 'load') throw new ConfigError(`unknown merch command: ${action ?? ''}`);
      await withDatabase(config, async (db) => {
        const catalog = createCatalogService(db, config.SHOP_CURRENCY);
        const counts = await createMerchService(db, catalog)
          .load(readJson(file))
          .catch((e: unknown) => explain(e, file!));
        const loaded = Object.entries(counts).map(([kind, n]) => `${n} ${kind}`);
        console.log(`Loaded ${loaded.join(', ') || 'nothing'}.`);
      });
      return;
    }
    case 'sites': {
      const [action, file] = rest;
      if (action !== 'load') throw new ConfigError(`unknown sites command: ${action ?? ''}`);
      await withDatabase(config, async (db) => {
        const n = await createSitesService(db)
          .load(readJson(file) as never)
          .catch((e: unknown) => explain(e, file!));
        console.log(`Loaded ${n} sibling shops.`);
      });
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
  const unreachable = databaseUnreachable(error, process.env.DATABASE_URL);
  if (unreachable) {
    console.error(unreachable);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
