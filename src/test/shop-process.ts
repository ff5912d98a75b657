import { MODULES } from '../modules/index.ts';
import { buildApp } from '../platform/app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import type { JobsOptions } from '../platform/jobs.ts';
import { createTranslator } from '../platform/i18n.ts';
import { loadAllMessages } from '../storefront/server/messages.ts';

/**
 * The shop's API (every module, no pages) over a database, as a shop process starts it: for
 * tests that stop and start shops, or run one in a child process.
 */
export async function startShopProcess(
  database: Database,
  env: NodeJS.ProcessEnv,
  jobs: JobsOptions = {},
) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    database,
    translator: createTranslator(await loadAllMessages()),
    modules: MODULES,
    jobs,
  });
  await app.ready();
  return app;
}
