#!/usr/bin/env node
import { commandContext } from './command-context.ts';
import { MODULE_COMMANDS } from './modules/index.ts';
import { usageText, type Command } from './platform/command.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { databaseUnreachable } from './platform/database-unreachable.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { mailCommand } from './platform/mail-command.ts';
import { seedCommand } from './seed-command.ts';
import { startServer } from './server.ts';

/** The process's own commands: serving the shop and its database. */
const PROCESS_COMMANDS: Command[] = [
  {
    name: 'start',
    usage: [{ synopsis: 'start', summary: 'serve the built shop (migrates, seeds an empty shop)' }],
    async run({ config }) {
      await startServer(config, 'production');
    },
  },
  {
    name: 'dev',
    usage: [{ synopsis: 'dev', summary: 'serve with hot reload' }],
    // No micro-cache while editing: a change shows on the next reload.
    async run({ config }) {
      await startServer(
        { ...config, NODE_ENV: 'development', CATALOG_CACHE_TTL_MS: 0 },
        'development',
      );
    },
  },
  {
    name: 'migrate',
    usage: [{ synopsis: 'migrate', summary: 'apply database migrations' }],
    async run({ config }) {
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
      await database.migrate();
      await database.close();
      console.log(`Migrated the ${database.kind} database.`);
    },
  },
];

/** Every command `vitrine` knows: the process's, the demo seed, each module's, and mail. */
const COMMANDS: Command[] = [...PROCESS_COMMANDS, seedCommand, ...MODULE_COMMANDS, mailCommand];

const HELP: Command = {
  name: 'help',
  usage: [{ synopsis: 'help', summary: 'list these commands' }],
  run: async () => void process.stdout.write(usageText([...COMMANDS, HELP])),
};

async function main([name, ...args]: string[]) {
  const config = loadConfig();
  const command = [...COMMANDS, HELP].find((c) => c.name === name);
  if (!command) {
    process.stdout.write(usageText([...COMMANDS, HELP]));
    process.exitCode = name ? 2 : 0;
    return;
  }
  await command.run(commandContext(config, args));
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
