/**
 * Admission in arrival order: at most `max` tasks run at once, the others wait their turn. A
 * busy process that starts every request at once interleaves them all, and the unlucky ones
 * finish last (an uncached page's p99 was five times its mean); taken in turn, each finishes
 * in about the time the ones before it take.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
