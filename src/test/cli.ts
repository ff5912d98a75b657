import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../platform/db.ts';
import { PROJECT_ROOT } from '../platform/paths.ts';
import { compiledEntry } from './compiled.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres.ts';

/** What a run of `vitrine` gave: its exit code and what it wrote. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A copy of the seeded shop that the real command runs on, as a merchant runs it: a PGlite data
 * folder (`DATA_DIR`), or its own PostgreSQL database when DATABASE_URL is set.
 */
export async function cliShop() {
  const dir = mkdtempSync(path.join(PROJECT_ROOT, '.tmp', 'cli-'));
  const server = process.env.DATABASE_URL;
  const name = uniqueDatabaseName('vitrine_cli');
  let url: string | undefined;
  if (server) {
    await adminQuery(server, [`create database ${name} template ${inject('postgresTemplate')}`]);
    url = databaseUrl(server, name);
  } else {
    const dump = readFileSync(inject('pgliteTemplate'));
    const copy = await openDatabase({ dataDir: dir, loadDataDir: new Blob([dump]) });
    await copy.close();
  }
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  if (url) env.DATABASE_URL = url;
  return {
    /** Writes a JSON file for a command to load, and answers its path. */
    file(fileName: string, content: unknown): string {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, fileName);
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    },
    /** Runs `vitrine ARGS` as its own process, compiled from source as the build does. */
    run(args: string[]): Promise<CliRun> {
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [compiledEntry('cli'), ...args],
          { cwd: PROJECT_ROOT, env },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, stdout, stderr });
          },
        );
      });
    },
    /** Reads the shop's data between commands (the embedded database admits one process). */
    async read<T>(work: (db: Db) => Promise<T>): Promise<T> {
      const database = await openDatabase(url ? { url, poolSize: 1 } : { dataDir: dir });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    async drop() {
      if (server) await adminQuery(server, [`drop database if exists ${name} with (force)`]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
