/**
 * What every load benchmark shares: a row of figures, a measured load (autocannon, after a
 * warm-up), and the table that prints rows as shares of the ceiling measured in the same run.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon keeps each answer's body as a string (`body += chunk`) for checks this bench never
// asks for (`expectBody`, `verifyBody`, `onResponse`): every brotli page decoded as UTF-8, which
// held 94 % of a core during the cached walks (`--cpu-prof`), taken from the server on this
// 2-core machine. It counts an answer's bytes without it; the bench keeps no body. Cached
// product page, 100 in rotation: 9,923 -> 18,017 req/s; 1,000 with a browser's headers:
// 6,487 -> 15,308 (the same build, one sitting).
const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
Queue.prototype.addBody = () => {};

/**
 * The catalogue sizes a bench seeds, each on a database of its own (`BENCH_PRODUCTS=10000,100000`
 * measures 100,000 products beside 10,000); the first is the one a single-size bench uses.
 */
export const PRODUCT_COUNTS = (process.env.BENCH_PRODUCTS ?? '10000').split(',').map((n) => {
  const count = Number(n.replace(/_/g, ''));
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_PRODUCTS: not a count: ${n}`);
  return count;
});
/** The products a single-size bench seeds, the seconds of each row, the connections of a row. */
export const PRODUCTS = PRODUCT_COUNTS[0]!;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

/** One measured endpoint: requests a second, latency percentiles (ms) and failed answers. */
export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Loads one endpoint for DURATION seconds, after a 2-second warm-up. */
export async function measure(
  name: string,
  opts: autocannon.Options,
  connections = CONNECTIONS,
): Promise<Row> {
  if (opts.expectBody || opts.verifyBody || opts.requests?.some((r) => r.onResponse)) {
    throw new Error(`${name}: this bench keeps no bodies (rows.ts): check answers elsewhere`);
  }
  await autocannon({ ...opts, connections, duration: 2 });
  const result = await autocannon({ ...opts, connections, duration: DURATION });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Prints rows under a heading; the first row is the ceiling the others are shares of. */
export function printTable(label: string, rows: Row[], products = PRODUCTS) {
  const ceiling = rows[0]!.rps;
  console.log(`\n${label}: ${products} products, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(
    'endpoint'.padEnd(52),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ceiling'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(52),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((r.rps / ceiling) * 100).toFixed(1)}%`.padStart(8),
      String(r.errors).padStart(7),
    );
  }
}

/** Rows measured at several catalogue sizes, side by side: req/s and p99 of each size. */
export function printSizes(label: string, bySize: Map<number, Row[]>) {
  if (bySize.size < 2) return;
  const sizes = [...bySize.keys()];
  console.log(`\n${label}, by catalogue size (req/s, p99 ms)`);
  console.log('endpoint'.padEnd(52), ...sizes.map((n) => `${n} products`.padStart(22)));
  for (const name of new Set([...bySize.values()].flat().map((r) => r.name))) {
    const cells = sizes.map((n) => {
      const r = bySize.get(n)!.find((x) => x.name === name);
      return (r ? `${r.rps.toFixed(0)}, p99 ${r.p99}` : '-').padStart(22);
    });
    console.log(name.padEnd(52), ...cells);
  }
}
