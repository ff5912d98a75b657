import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

describe('groupCommit', () => {
  it('writes what came in one turn as one group, and what came during a write as the next', async () => {
    const groups: number[][] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((r) => (release = r));
    const add = groupCommit<number, string>(async (items) => {
      groups.push([...items]);
      if (groups.length === 1) await firstHeld;
      return items.map((n) => `#${n}`);
    }, 100);
    const first = [add(1), add(2), add(3)];
    // The first group is being written: these wait for it, then go together.
    await new Promise((r) => setImmediate(r));
    const second = [add(4), add(5)];
    release();
    expect(await Promise.all([...first, ...second])).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps a group within its size', async () => {
    const sizes: number[] = [];
    const add = groupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return [...items];
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('refuses one item alone when its result is an error, and the whole group when the write fails', async () => {
    let fail = false;
    const add = groupCommit<number, number>(async (items) => {
      if (fail) throw new Error('database gone');
      return items.map((n) => (n < 0 ? new Error(`refused ${n}`) : n * 2));
    }, 10);
    const results = await Promise.allSettled([add(1), add(-1), add(2)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      2,
      'Error: refused -1',
      4,
    ]);
    fail = true;
    await expect(add(3)).rejects.toThrow('database gone');
    fail = false;
    // A failed group does not stop the next one.
    expect(await add(5)).toBe(10);
  });
});
