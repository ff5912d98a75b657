import { describe, expect, it } from 'vitest';
import { turnBatches } from './turn-batch.ts';

describe('turnBatches', () => {
  it('runs the asks of one turn together, by key, and starts a new batch past its size', async () => {
    const runs: [string, number[]][] = [];
    const ask = turnBatches<number>(
      5,
      (n) => n,
      (key, asks) => runs.push([key, asks]),
    );
    ask('a', 2);
    ask('b', 1);
    ask('a', 2);
    ask('a', 3); // 2 + 2 + 3 is past 5: the first two go at once
    expect(runs).toEqual([['a', [2, 2]]]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([
      ['a', [2, 2]],
      ['b', [1]],
      ['a', [3]],
    ]);
  });
});
