import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  it('runs a read once for callers asking the same thing at once, and again afterwards', async () => {
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const read = singleFlight(
      (ids: number[]) => ids.join(','),
      async (ids: number[]) => {
        runs++;
        await gate; // every caller has asked before the first read answers
        return ids.map((id) => id * 2);
      },
    );
    const asked = [read([1, 2]), read([1, 2]), read([3])];
    release();
    const [a, b, c] = await Promise.all(asked);
    expect(a).toEqual([2, 4]);
    expect(b).toBe(a);
    expect(c).toEqual([6]);
    expect(runs).toBe(2);
    await read([1, 2]);
    expect(runs).toBe(3);
  });

  it('lets a failed read be asked again', async () => {
    let runs = 0;
    const read = singleFlight(
      () => 'k',
      async () => {
        if (runs++ === 0) throw new Error('down');
        return 'up';
      },
    );
    await expect(read()).rejects.toThrow('down');
    await expect(read()).resolves.toBe('up');
  });
});
