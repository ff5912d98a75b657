/**
 * Group commit: writes that many requests hand in at once are done together, one statement for
 * all of them, the way a database makes many commits with one write to disk. A write handed in
 * while none runs goes at the end of the event loop's turn (with whatever else came in that
 * turn), so a quiet shop waits for nothing; while a group runs, the next one gathers, so a busy
 * shop makes ever fewer, larger statements instead of a queue of small ones. Each caller gets
 * its own answer (or its own refusal) and only after its group is written.
 */
export function groupCommit<T, R>(
  /** Writes a group; answers one result per item, in order (an Error refuses that item alone). */
  write: (items: readonly T[]) => Promise<readonly (R | Error)[]>,
  /** Items in one group at most (a statement's parameters are limited). */
  maxItems: number,
): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  async function drain() {
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxItems);
      waiting = waiting.slice(maxItems);
      try {
        const results = await write(group.map((w) => w.item));
        group.forEach((w, i) => {
          const result = results[i];
          if (result instanceof Error) w.reject(result);
          else w.resolve(result as R);
        });
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
