import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { sqlRunner, transactionSqlRunner, type Db } from './db.ts';

/**
 * The payload of each job type, by name. A module that defines a job type adds it here
 * (`declare module '../../platform/jobs.ts' { interface JobPayloads { 'x.y': {...} } }`), so that
 * sending names a defined job and its payload's shape is checked when it compiles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

/** A job type's name. */
export type JobName = keyof JobPayloads & string;

/** What a handler knows of the job it runs. */
export interface JobRun {
  /** The job's id: the same on every attempt, and the same for every send of one singleton key. */
  id: string;
  /** 1 on the first attempt, 2 on the first retry ... */
  attempt: number;
  singletonKey: string | null;
}

/** Runs one job; a handler that throws (or whose process dies) has the job retried. */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], run: JobRun) => Promise<void>;

/** How a job type is retried and when a running job counts as lost. */
export interface JobTypeOptions<N extends JobName> {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 10). */
  retryDelay?: number;
  /** Doubles the delay at each retry (default true). */
  retryBackoff?: boolean;
  /**
   * Seconds a job may run; a job still running then (its process was killed, or it hangs) is
   * retried (default 300). Keep a handler's own timeouts below it, or it may run twice at once.
   */
  expireInSeconds?: number;
  /** Checks a payload when it is sent, so a wrong one fails the sender and not the worker. */
  payload?: z.ZodType<JobPayloads[N]>;
}

/** Options of a send. */
export interface SendOptions {
  /**
   * What the job is for ("order-1234-confirmation"): a job type holds one job per key, so a
   * second send with the same key while the first is kept (see JOB_RETENTION_DAYS) adds none.
   */
  singletonKey?: string;
  /** Seconds to wait before the job may run (a recovery that the request itself usually does). */
  startAfterSeconds?: number;
}

/** A Drizzle transaction (or database) that a job can be enqueued in. */
export type Transaction = Pick<Db, 'execute'>;

/** The durable job queue: jobs live in the shop's database (PGlite or PostgreSQL). */
export interface Jobs {
  /** Names a job type and its handler; before the app is ready. */
  define<N extends JobName>(name: N, handler: JobHandler<N>, options?: JobTypeOptions<N>): void;
  /** Enqueues a job now; resolves with its id (an existing job's, for a singleton key sent before). */
  send<N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions): Promise<string>;
  /**
   * Enqueues a job inside the caller's transaction: it exists if and only if the transaction
   * commits (the order and its confirmation mail, together or not at all). On PGlite, call
   * this and not `send` inside a transaction: the embedded database's one connection is the
   * transaction's until it ends.
   */
  sendInTransaction<N extends JobName>(
    tx: Transaction,
    name: N,
    payload: JobPayloads[N],
    options?: SendOptions,
  ): Promise<string>;
}

/** How this process runs the queue. */
export interface JobsOptions {
  /** Whether this process runs jobs (default true); false only enqueues them. */
  workers?: boolean;
  /** How often an idle worker looks for new jobs, in seconds (default 2, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often lost (expired) jobs are found and retried, in seconds (default 60). */
  maintenanceIntervalSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue. */
    jobs: Jobs;
  }
}

/** How long finished jobs (and so their singleton keys) are kept before they are archived. */
export const JOB_RETENTION_DAYS = 7;

/**
 * The id of the job for a singleton key: the same for every send, so a second insert of the
 * same job is refused by the queue's primary key (pg-boss 10 enforces singleton keys only
 * while a job waits, by queue policy).
 */
export function singletonJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // A version 8 (custom) UUID: its version and variant bits set, the rest from the hash.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface JobType {
  handler: JobHandler<JobName>;
  options: JobTypeOptions<JobName>;
}

/**
 * The job queue, pg-boss 10 speaking through the shop's own connections (its `db` adapter): the
 * same tables and the same `FOR UPDATE SKIP LOCKED` fetch on PGlite and on PostgreSQL. Workers
 * start when the app is ready and stop on close, letting running jobs finish first.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const runSql = sqlRunner(app.database);
    // pg-boss 10 records a job's completion without awaiting it: its statements in flight are
    // kept, so that closing waits for them before the database closes.
    const inFlight = new Set<Promise<unknown>>();
    // Once closed, a statement pg-boss still sends (a job that outlived the shutdown's time
    // records its end without awaiting it; a maintenance run sends its next statement) is never
    // answered: the database may be closed by then, and the job, still active in its table, is
    // run again by the next process when it expires.
    let closed = false;
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          if (closed) return new Promise<never>(() => {});
          const running = runSql(text, values);
          const settled: Promise<unknown> = running.then(
            () => inFlight.delete(settled),
            () => inFlight.delete(settled),
          );
          inFlight.add(settled);
          return running;
        },
      },
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      archiveCompletedAfterSeconds: JOB_RETENTION_DAYS * 24 * 3600,
      // No cron jobs yet: the scheduler's clock checks would only cost queries.
      schedule: false,
    });
    boss.on('error', (error: Error) => app.log.error({ err: error }, 'job queue'));
    const types = new Map<JobName, JobType>();
    let started = false;

    const check = (name: JobName, payload: unknown) => {
      const type = types.get(name);
      if (!type) throw new Error(`No job type "${name}" is defined`);
      return (type.options.payload?.parse(payload) ?? payload) as object;
    };
    const jobFor = (
      name: JobName,
      payload: unknown,
      { singletonKey, startAfterSeconds }: SendOptions,
    ) => ({
      name,
      data: check(name, payload),
      ...(singletonKey ? { singletonKey, id: singletonJobId(name, singletonKey) } : {}),
      ...(startAfterSeconds ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000) } : {}),
    });

    app.decorate('jobs', {
      define(name, handler, typeOptions = {}) {
        if (started) throw new Error(`Job type "${name}" defined after the app started`);
        types.set(name, { handler: handler as JobHandler<JobName>, options: typeOptions });
      },
      async send(name, payload, sendOptions = {}) {
        if (!started) throw new Error('The job queue has not started');
        const { name: n, data, ...rest } = jobFor(name, payload, sendOptions);
        // pg-boss answers null when the singleton key's job exists: its id is the key's.
        const id = (await boss.send(n, data, rest)) ?? rest.id;
        if (!id) throw new Error(`The job queue refused a "${name}" job`);
        return id;
      },
      async sendInTransaction(tx, name, payload, sendOptions = {}) {
        // Before the start the job type's queue may not exist, and the insert would add nothing.
        if (!started) throw new Error('The job queue has not started');
        const job = jobFor(name, payload, sendOptions);
        const id = job.id ?? randomUUID();
        // pg-boss's insert of a list: each parameter used once, so it runs through Drizzle's
        // own parameters in the caller's transaction.
        const runInTx = transactionSqlRunner(tx);
        await boss.insert([{ ...job, id }], {
          db: { executeSql: (text, values) => runInTx(text, values) },
        });
        return id;
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      await boss.start();
      started = true;
      for (const [name, { handler, options: o }] of types) {
        const queue: PgBoss.Queue = {
          name,
          retryLimit: o.retryLimit ?? 3,
          retryDelay: o.retryDelay ?? 10,
          retryBackoff: o.retryBackoff ?? true,
          expireInSeconds: o.expireInSeconds ?? 300,
        };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        if (options.workers === false) continue;
        await boss.work<object>(
          name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            batchSize: 1,
            includeMetadata: true,
          },
          async (jobs) => {
            for (const job of jobs as PgBoss.JobWithMetadata<object>[]) {
              const run = {
                id: job.id,
                attempt: job.retryCount + 1,
                singletonKey: job.singletonKey,
              };
              try {
                await handler(job.data as never, run);
              } catch (error) {
                const final = run.attempt > (queue.retryLimit ?? 0);
                app.log.warn(
                  { err: error, job: name, ...run },
                  final ? 'job failed on its last attempt' : 'job failed; it will be retried',
                );
                throw error;
              }
            }
          },
        );
      }
      app.log.debug(`job queue started (${types.size} types)`);
    });

    app.addHook('onClose', async () => {
      if (!started) return;
      // Running jobs may finish in half the shutdown's time (requests in flight have the same);
      // those still running then are failed, to be retried by whichever process runs next.
      const timeout = Math.max(1000, app.config.SHUTDOWN_TIMEOUT_MS / 2);
      await boss.stop({ graceful: true, wait: true, timeout });
      // Statements in flight end first, also those one sends after another (maintenance).
      do {
        while (inFlight.size > 0) await Promise.all(inFlight);
        await new Promise((resolve) => setTimeout(resolve, 25));
      } while (inFlight.size > 0);
      closed = true;
    });
  },
  { name: 'vitrine-jobs' },
);
