/**
 * Shares one run of a read among the callers that ask for the same key while it runs: two parts
 * of one page asking for the same products (a list's tags and its palettes), or shoppers
 * opening the same page at once, cost one database read. Nothing is kept once the read
 * settles, so no caller ever gets an answer older than its own question. Callers must treat the
 * shared answer as read-only.
 */
export function singleFlight<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    const shared = running.get(key);
    if (shared) return shared;
    const run = read(...args).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
