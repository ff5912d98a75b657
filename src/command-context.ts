import type { FastifyInstance } from 'fastify';
import { MODULES } from './modules/index.ts';
import { buildApp } from './platform/app.ts';
import type { CommandContext } from './platform/command.ts';
import { ConfigError, type Config } from './platform/config.ts';
import { openDatabase, type Db } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import { createTranslator } from './platform/i18n.ts';
import { loadAllMessages } from './storefront/server/messages.ts';

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

/**
 * Runs work against the whole shop without serving it: the modules over the configured
 * database, the job queue only enqueuing (the running shop's workers send the mail; on the
 * embedded database, the next start does).
 */
async function withShop<T>(config: Config, work: (app: FastifyInstance) => Promise<T>) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'silent' },
    database,
    translator: createTranslator(await loadAllMessages()),
    modules: MODULES,
    jobs: { workers: false },
  });
  try {
    await database.migrate();
    await app.ready();
    return await work(app);
  } catch (error) {
    if (error instanceof AppError) {
      throw new ConfigError(app.translator('en-US', error.messageKey, error.values));
    }
    throw error;
  } finally {
    await app.close();
    await database.close();
  }
}

/** What the process gives a merchant command: its words and the shop's data. */
export const commandContext = (config: Config, args: string[]): CommandContext => ({
  config,
  args,
  withDatabase: (work) => withDatabase(config, work),
  withShop: (work) => withShop(config, work),
});
