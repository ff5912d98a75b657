import fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { jobsPlugin, type Jobs, type JobsOptions } from '../platform/jobs.ts';
import { mailPlugin } from '../platform/mail.ts';

declare module '../platform/jobs.ts' {
  interface JobPayloads {
    /** The job queue's tests: a job that says which order it is for. */
    'test.order': { order: number };
  }
}

/** What the queue's test app is made of. */
export interface QueueAppOptions {
  /** Defines the test's job types, before the app starts. */
  define?: (jobs: Jobs) => void;
  /** The environment the configuration is read from (DATA_DIR, SMTP_URL ...). */
  env?: NodeJS.ProcessEnv;
  /** Registers the mail plugin and its `mail.send` job too. */
  mail?: boolean;
  jobs?: JobsOptions;
}

/**
 * A process's job queue (and mail) alone, over a database: what the tests of the queue and of
 * mail run, and the process they kill mid-job, with quick polling so that they wait seconds.
 */
export async function createQueueApp(
  database: Database,
  options: QueueAppOptions = {},
): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  app.decorate('database', database);
  app.decorate(
    'config',
    loadConfig({ LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_MS: '5000', ...options.env }),
  );
  await app.register(jobsPlugin, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    ...options.jobs,
  });
  if (options.mail) await app.register(mailPlugin);
  options.define?.(app.jobs);
  await app.ready();
  return app;
}
