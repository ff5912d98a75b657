import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClient } from '../platform/db.ts';
import { PROJECT_ROOT } from '../platform/paths.ts';
import { seedDemoShop } from '../seed.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data dir dump that each test file clones. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated, seeded database that each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Builds the test template once: a migrated database with the demo shop. A fresh PGlite costs
 * seconds (initdb in WebAssembly), so test files clone this one instead.
 */
export default async function setup(project: TestProject) {
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
