import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './limiter.ts';

/** A task that ends when told to, recording when it started. */
function gated(log: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((r) => (release = r));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    release,
  };
}

describe('concurrencyLimit', () => {
  it('runs at most `max` at once and starts the others in the order they came', async () => {
    const run = concurrencyLimit(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((n) => gated(log, n));
    const results = tasks.map((t) => run(t.task));
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    tasks[1]!.release();
    await results[1];
    await new Promise<void>((r) => setImmediate(r));
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[0]!.release();
    tasks[2]!.release();
    tasks[3]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('frees the slot of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(run(async () => 'up')).resolves.toBe('up');
  });
});
