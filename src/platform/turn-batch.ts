/**
 * Collects the asks made in one turn of the event loop under each key and hands them to `run`
 * together, as a data loader does: many callers, one read. A batch that would pass `max` (by
 * `sizeOf` its asks) is run at once and a new one begun.
 */
export function turnBatches<A>(
  max: number,
  sizeOf: (ask: A) => number,
  run: (key: string, asks: A[]) => void,
): (key: string, ask: A) => void {
  const open = new Map<string, { asks: A[]; size: number }>();
  const flush = (key: string, batch: { asks: A[] }) => {
    if (open.get(key) !== batch) return; // run already (it was full)
    open.delete(key);
    run(key, batch.asks);
  };
  return (key, ask) => {
    let batch = open.get(key);
    if (batch && batch.size + sizeOf(ask) > max) {
      flush(key, batch);
      batch = undefined;
    }
    if (!batch) {
      const begun = { asks: [] as A[], size: 0 };
      open.set(key, (batch = begun));
      setImmediate(() => flush(key, begun));
    }
    batch.asks.push(ask);
    batch.size += sizeOf(ask);
  };
}
