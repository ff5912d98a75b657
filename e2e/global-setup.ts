import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/test/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo shop the journeys' shops start as copies of: a data folder ... */
    e2eDataDir: string;
    /** ... and, on PostgreSQL, its database. */
    e2eDatabase: string;
    /** The pictures' widths the media routes make, shared by the shops on copies of it. */
    e2eMediaCache: string;
  }
}

/**
 * The journeys run against the production build; `npm run test:e2e` builds it first. The demo
 * shop is seeded once, by the built shop's own `seed` command, and each journey's shop starts
 * on a copy of it (a first start on an empty folder seeds for 10 s on a 2-core machine, a copy
 * starts in 4); the first-start seeding keeps a journey of its own (journey.test.ts).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/cli.js') || !existsSync('dist/client/.vite/manifest.json')) {
    throw new Error(
      'No build found: run "npm run build" (npm run test:e2e does) before the journeys.',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-template-'));
  const server = process.env.DATABASE_URL;
  const name = server ? uniqueDatabaseName('vitrine_e2e_tpl') : '';
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (server) {
    await adminQuery(server, [`create database ${name}`]);
    env.DATABASE_URL = databaseUrl(server, name);
  }
  await promisify(execFile)(process.execPath, ['dist/server/cli.js', 'seed'], { env });
  const mediaCache = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-media-'));
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eDatabase', name);
  project.provide('e2eMediaCache', mediaCache);
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaCache, { recursive: true, force: true });
    if (server) await adminQuery(server, [`drop database if exists ${name} with (force)`]);
  };
}
