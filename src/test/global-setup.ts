import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClient } from '../platform/db.ts';
import { PROJECT_ROOT } from '../platform/paths.ts';
import { seedDemoShop } from '../seed.ts';
import { COMPILED_ENTRIES } from './compiled.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data dir dump that each test file clones. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated, seeded database that each test file copies. */
    postgresTemplate: string;
    /** Where the programs tests run as processes are compiled to (compiled.ts). */
    compiledDir: string;
  }
}

/**
 * Compiles the programs tests run as processes once, each into one file (`compiled.ts` names
 * them): a run then loads that file (the `vitrine` command: about 1 s) instead of tsx compiling
 * the source graph again (about 3 s more for each process). The packages stay in node_modules,
 * as in the built shop.
 */
async function compileEntries(project: TestProject) {
  const outdir = path.join(PROJECT_ROOT, '.tmp', `compiled-${process.pid}`);
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(COMPILED_ENTRIES).map(([name, file]) => [name, path.join(PROJECT_ROOT, file)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  project.provide('compiledDir', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}

/**
 * Builds the test template once: a migrated database with the demo shop. A fresh PGlite costs
 * seconds (initdb in WebAssembly), so test files clone this one instead.
 */
export default async function setup(project: TestProject) {
  const dropBundle = await compileEntries(project);
  const dropTemplate = await buildTemplate(project);
  return async () => {
    dropBundle();
    await dropTemplate();
  };
}

async function buildTemplate(project: TestProject): Promise<() => unknown> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = uniqueDatabaseName('vitrine_tpl');
    await adminQuery(url, [`create database ${name}`]);
    const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 2 });
    await database.migrate();
    await seedDemoShop(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => adminQuery(url, [`drop database if exists ${name} with (force)`]);
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoShop(database.db);
  // Checkpointed first: a copy then opens without replaying the seed's log (0.3 s less per file).
  await pgliteClient(database)!.query('checkpoint');
  const dump = await pgliteClient(database)!.dumpDataDir('none');
  await database.close();
  const dir = path.join(PROJECT_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(file, { force: true });
}
