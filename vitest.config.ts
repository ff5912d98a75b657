import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report lets CI print one closing count for all runs.
    reporters: [
      'default',
      [
        'json',
        { outputFile: `test-results/vitest-${process.env.npm_lifecycle_event ?? 'run'}.json` },
      ],
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          globalSetup: ['src/test/global-setup.ts'],
          pool: 'forks',
          // The files share their worker's modules: each still opens its own copy of the
          // database and builds its own app, but the app's code loads once per worker, not once
          // per file (the whole stage, on a 2-core machine: 11 min 43 s isolated, 7 min 53 s not).
          isolate: false,
          // Every core: the files are independent (each on its own copy of the database). Said
          // here, as the journeys' one-at-a-time would otherwise hold these to one worker too.
          maxWorkers: availableParallelism(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for a condition; on a busy machine it may take more than a second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          pool: 'forks',
          // Two files at a time: a journey waits on its shop and its browser a third of the
          // time, so a second one fills the cores (JOURNEY_WORKERS=1: one after another).
          maxWorkers: Number(process.env.JOURNEY_WORKERS ?? 2),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page answers later on a busy machine: a poll waits for what the shopper would see.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
