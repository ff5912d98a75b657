/**
 * A shop process that dies mid-job, for the job queue's test (platform/jobs.test.ts): it
 * enqueues an order's job, says "running" when the handler starts, and then never finishes, so
 * that the test can kill it with SIGKILL while the job runs.
 */
import { openDatabase } from '../platform/db.ts';
import { createQueueApp } from './queue-app.ts';

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, poolSize: 2 }
    : { dataDir: process.env.CRASH_DATA_DIR! },
);
const app = await createQueueApp(database, {
  define: (jobs) =>
    jobs.define(
      'test.order',
      async (payload, run) => {
        process.stdout.write(`running order ${payload.order} attempt ${run.attempt}\n`);
        await new Promise(() => {});
      },
      { expireInSeconds: 2, retryDelay: 0, retryBackoff: false },
    ),
});
await app.jobs.send('test.order', { order: 1 }, { singletonKey: 'order-1' });
