import path from 'node:path';
import { inject } from 'vitest';

/** The programs tests run as processes of their own, by name: compiled once per run. */
export const COMPILED_ENTRIES = {
  /** The merchant's `vitrine` command. */
  cli: 'src/cli.ts',
  /** A shop process that dies while placing an order (checkout/crash.test.ts). */
  'order-crash-child': 'src/test/order-crash-child.ts',
  /** A shop process that dies mid-job (platform/jobs.test.ts). */
  'job-crash-child': 'src/test/job-crash-child.ts',
} as const;

/**
 * The compiled file of a program (global-setup.ts compiles them), to run with `node FILE`: the
 * same source as `tsx src/...` runs, in one file that loads in a second.
 */
export const compiledEntry = (name: keyof typeof COMPILED_ENTRIES) =>
  path.join(inject('compiledDir'), `${name}.mjs`);
