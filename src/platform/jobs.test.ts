import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { compiledEntry } from '../test/compiled.ts';
import { openTestDatabase } from '../test/harness.ts';
import { createQueueApp as createApp } from '../test/queue-app.ts';
import { openDatabase, queryRows, type Database } from './db.ts';
import { singletonJobId, type Jobs } from './jobs.ts';
import { PROJECT_ROOT } from './paths.ts';

/** A promise with its resolver, for a test to say when something may go on. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A process's job queue over the database, with the job types `define` names. */
const createQueueApp = (database: Database, define: (jobs: Jobs) => void) =>
  createApp(database, { define });

/** The queue's record of a job: its state and how often it was retried. */
async function jobRow(database: Database, id: string) {
  const [row] = await queryRows<{ state: string; retry_count: number }>(
    database.db,
    sql`select state, retry_count from pgboss.job where id = ${id}`,
  );
  return row;
}

/**
 * The queue's records of the test jobs for these orders, by state: once every one is
 * completed, no handler can run again, so what ran is final.
 */
async function jobStates(database: Database, orders: number[]) {
  const rows = await queryRows<{ state: string; order: number }>(
    database.db,
    sql`select state, (data->>'order')::int as "order" from pgboss.job
        where name = 'test.order' and (data->>'order')::int = any(string_to_array(${orders.join(',')}, ',')::int[])`,
  );
  return rows.map((r) => r.state);
}

/** Waits until the queue holds exactly `count` jobs for these orders, all completed. */
const allCompleted = (database: Database, orders: number[], count = orders.length) =>
  vi.waitFor(
    async () => expect(await jobStates(database, orders)).toEqual(Array(count).fill('completed')),
    { timeout: 20_000, interval: 100 },
  );

let test: Awaited<ReturnType<typeof openTestDatabase>>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  test = await openTestDatabase();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(() => test.drop());

describe(`the job queue (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('enqueues in the caller’s transaction: a rolled-back order leaves no job, a committed one runs once', async () => {
    const runs: number[] = [];
    const app = await createQueueApp(test.database, (jobs) =>
      jobs.define('test.order', async ({ order }) => void runs.push(order)),
    );
    apps.push(app);

    await expect(
      test.database.db.transaction(async (tx) => {
        await app.jobs.sendInTransaction(tx, 'test.order', { order: 1 }, { singletonKey: 'o-1' });
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    const committed = await test.database.db.transaction((tx) =>
      app.jobs.sendInTransaction(tx, 'test.order', { order: 2 }, { singletonKey: 'o-2' }),
    );

    // One job in the queue for either order, completed: nothing is left to run.
    await allCompleted(test.database, [1, 2], 1);
    expect(runs).toEqual([2]);
    expect(await jobRow(test.database, singletonJobId('test.order', 'o-1'))).toBeUndefined();
    expect(await jobRow(test.database, committed)).toMatchObject({ state: 'completed' });
  });

  it('retries a failing job with a growing delay until it succeeds', async () => {
    // The queue's own record of when each retry may start proves the backoff; the test then
    // brings that time forward instead of waiting it out.
    const RETRY_DELAY_S = 60;
    const failedAt: number[] = [];
    const attempts: number[] = [];
    const app = await createQueueApp(test.database, (jobs) =>
      jobs.define(
        'test.order',
        async (_payload, { attempt }) => {
          attempts.push(attempt);
          if (attempt < 3) {
            failedAt.push(Date.now());
            throw new Error('mail server busy');
          }
        },
        { retryLimit: 3, retryDelay: RETRY_DELAY_S, retryBackoff: true },
      ),
    );
    apps.push(app);

    const id = await app.jobs.send('test.order', { order: 3 });
    /** Waits for the queue to record the failure, answers the retry's delay in seconds and lets it run. */
    const retryDelayAfter = async (failure: number) => {
      await vi.waitFor(() => expect(failedAt.length).toBe(failure), { timeout: 20_000 });
      const row = await vi.waitFor(
        async () => {
          const [r] = await queryRows<{ state: string; start_after_ms: number }>(
            test.database.db,
            sql`select state, extract(epoch from start_after) * 1000 as start_after_ms
                from pgboss.job where id = ${id}`,
          );
          expect(r?.state).toBe('retry');
          return r!;
        },
        { timeout: 20_000, interval: 50 },
      );
      await test.database.db.execute(
        sql`update pgboss.job set start_after = now() where id = ${id}`,
      );
      return (Number(row.start_after_ms) - failedAt[failure - 1]!) / 1000;
    };

    const first = await retryDelayAfter(1);
    const second = await retryDelayAfter(2);
    await vi.waitFor(
      async () => expect(await jobRow(test.database, id)).toMatchObject({ state: 'completed' }),
      { timeout: 20_000, interval: 100 },
    );
    expect(attempts).toEqual([1, 2, 3]);
    // Backoff: the first retry is put off 1-2 delays, the second 2-4 (the queue adds a random
    // share); the 30 s allow for a busy machine between the throw and the queue's record.
    expect(first).toBeGreaterThanOrEqual(RETRY_DELAY_S);
    expect(first).toBeLessThanOrEqual(2 * RETRY_DELAY_S + 30);
    expect(second).toBeGreaterThanOrEqual(2 * RETRY_DELAY_S);
    expect(second).toBeLessThanOrEqual(4 * RETRY_DELAY_S + 30);
  });

  it('holds one job per singleton key, however often it is sent', async () => {
    const runs: number[] = [];
    const app = await createQueueApp(test.database, (jobs) =>
      jobs.define('test.order', async ({ order }) => void runs.push(order)),
    );
    apps.push(app);

    const first = await app.jobs.send('test.order', { order: 4 }, { singletonKey: 'o-4' });
    const again = await test.database.db.transaction((tx) =>
      app.jobs.sendInTransaction(tx, 'test.order', { order: 4 }, { singletonKey: 'o-4' }),
    );
    await vi.waitFor(() => expect(runs).toEqual([4]), { timeout: 10_000 });
    // Sent again after it ran: still the one job.
    const late = await app.jobs.send('test.order', { order: 4 }, { singletonKey: 'o-4' });
    // Still one job for the order, completed: the late send added none to run.
    await allCompleted(test.database, [4]);
    expect(runs).toEqual([4]);
    expect(new Set([first, again, late])).toEqual(new Set([first]));
  });

  it('refuses a job type that is not defined', async () => {
    const app = await createQueueApp(test.database, () => {});
    apps.push(app);
    await expect(app.jobs.send('test.order', { order: 5 })).rejects.toThrow(
      'No job type "test.order"',
    );
  });

  it('runs each job once when two shop processes work the same queue', async () => {
    const second = test.url ? await openDatabase({ url: test.url, poolSize: 2 }) : test.database;
    const runs: { order: number; by: string }[] = [];
    // Each job holds its worker until both processes are working one: neither can take the
    // whole queue alone, however fast the machine.
    const bothWorking = signal();
    const worker = (by: string) => (jobs: Jobs) =>
      jobs.define('test.order', async ({ order }) => {
        runs.push({ order, by });
        if (new Set(runs.map((r) => r.by)).size === 2) bothWorking.resolve();
        await bothWorking.promise;
      });
    const one = await createQueueApp(test.database, worker('one'));
    const two = await createQueueApp(second, worker('two'));
    apps.push(one, two);

    const orders = Array.from({ length: 16 }, (_, i) => 100 + i);
    for (const order of orders) await one.jobs.send('test.order', { order });
    await allCompleted(test.database, orders);
    expect(runs.map((r) => r.order).sort()).toEqual(orders);
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['one', 'two']));
    for (const app of apps.splice(0)) await app.close();
    if (second !== test.database) await second.close();
  });

  it('lets a running job finish when the process stops', async () => {
    const events: string[] = [];
    const started = signal();
    const held = signal();
    const app = await createQueueApp(test.database, (jobs) =>
      jobs.define('test.order', async ({ order }) => {
        started.resolve();
        // The job's work goes on until the test lets it end, after the stop has begun.
        await held.promise;
        events.push(`finished ${order}`);
      }),
    );
    const id = await app.jobs.send('test.order', { order: 6 });
    await started.promise;
    const closing = app.close().then(() => events.push('closed'));
    // The stop is under way (its statements go before this one) and the job still runs.
    await queryRows(test.database.db, sql`select 1`);
    expect(events).toEqual([]);
    held.resolve();
    await closing;
    expect(events).toEqual(['finished 6', 'closed']);
    expect(await jobRow(test.database, id)).toMatchObject({ state: 'completed' });
  });
});

describe('a shop process killed mid-job', () => {
  it('has the job run again, once, after the restart', { timeout: 60_000 }, async () => {
    // PGlite belongs to one process: the child gets a database folder of its own.
    const dataDir = path.join(PROJECT_ROOT, '.tmp', `job-crash-${process.pid}`);
    let database: Database;
    let env: NodeJS.ProcessEnv;
    if (test.url) {
      database = test.database;
      env = { ...process.env, DATABASE_URL: test.url };
    } else {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      // The template's files, so the child starts in a second rather than after initdb.
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      await (await openDatabase({ dataDir, loadDataDir: template })).close();
      env = { ...process.env, CRASH_DATA_DIR: dataDir };
      delete env.DATABASE_URL;
    }

    const child = spawn(process.execPath, [compiledEntry('job-crash-child')], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toContain('running order 1 attempt 1'), {
      timeout: 30_000,
      interval: 100,
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    if (!test.url) database = await openDatabase({ dataDir });
    const runs: number[] = [];
    const app = await createQueueApp(database!, (jobs) =>
      jobs.define('test.order', async (_payload, { attempt }) => void runs.push(attempt), {
        expireInSeconds: 2,
        retryDelay: 0,
        retryBackoff: false,
      }),
    );
    const id = singletonJobId('test.order', 'order-1');
    await vi.waitFor(
      async () => expect(await jobRow(database, id)).toMatchObject({ state: 'completed' }),
      { timeout: 20_000, interval: 250 },
    );
    // Completed: the job is not run again (and it is the one job of its key).
    await app.close();
    expect(runs).toEqual([2]);
    if (!test.url) {
      await database!.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
