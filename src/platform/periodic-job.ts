import type { JobName, JobPayloads, Jobs } from './jobs.ts';

/**
 * Runs `work` as a durable job at every start, then once every `periodSeconds`: each run queues
 * the next period's first, so a run that fails does not end the schedule, and however many
 * processes share the queue, a period has one job (its singleton key).
 */
export function periodicJob<N extends JobName>(
  jobs: Jobs,
  name: N,
  periodSeconds: number,
  work: () => Promise<void>,
) {
  const next = () => {
    const period = Math.floor(Date.now() / 1000 / periodSeconds) + 1;
    return jobs.send(name, {} as JobPayloads[N], {
      singletonKey: `${name}-${period}`,
      startAfterSeconds: Math.max(1, period * periodSeconds - Date.now() / 1000),
    });
  };
  jobs.define(name, async () => {
    await next();
    await work();
  });
  return {
    /** Queues the start's run and the next period's (call it once the app is ready). */
    async start() {
      await jobs.send(name, {} as JobPayloads[N]);
      await next();
    },
  };
}
