import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/shop.ts';

/** Chromium as the project starts it everywhere, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time of the median run, in ms. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (its report's "CPU/Memory Power"), median run. */
  benchmarkIndex: number;
  /** The CPU slowdown the runs applied. */
  cpuSlowdown: number;
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's table
 * (docs/throttling.md, "Calibrating the CPU slowdown"): its default 4x takes a high-end desktop
 * (benchmark index 1500-2000) there; a low-end desktop (1000-1500) takes 2x, a high-end phone
 * (800-1200) 2x, and a host in the mid-tier phones' own range (below 800) none.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The host's benchmark index (Lighthouse's "CPU/Memory Power"), the median of five runs over a
 * page: one run's reading moves by half on a shared machine (765 to 1,789 seen in one sitting).
 */
export async function hostBenchmarkIndex(base: string, path: string): Promise<number> {
  const indexes: number[] = [];
  for (let i = 0; i < 5; i++) {
    indexes.push((await lighthouseScores(base, [path], { runs: 1 }))[0]!.benchmarkIndex);
  }
  return median(indexes);
}

/**
 * Lighthouse on a phone (its default mobile emulation and throttling) over each page, `runs`
 * times, on Debian's Chromium (CHROME_PATH, else /usr/bin/chromium): the median scores. With
 * `cpuSlowdown`, that CPU throttling instead of the default 4x (see calibratedSlowdown).
 */
export async function lighthouseScores(
  base: string,
  paths: string[],
  { runs = 3, cpuSlowdown = 4 }: { runs?: number; cpuSlowdown?: number } = {},
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const results: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Merged into the mobile defaults: only the CPU's slowdown changes.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: Math.round(audit('largest-contentful-paint')),
          tbt: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          cpuSlowdown,
        });
      }
      const perf = median(results.map((r) => r.performance));
      rows.push({
        ...results.find((r) => r.performance === perf)!,
        accessibility: median(results.map((r) => r.accessibility)),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** Prints the scores against the budgets (performance at least 95, accessibility 100). */
export function printLighthouse(rows: LighthouseRow[]) {
  console.log(
    '\nLighthouse, mobile (median of 3 runs; budgets: performance ≥ 95, accessibility 100;' +
      ' CPU: its slowdown; host: its benchmark index, 1500-2000 the host its default 4x expects)',
  );
  console.log(
    'page'.padEnd(40),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'CPU'.padStart(4),
    'host'.padStart(5),
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(40),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.lcp).padStart(7),
      String(r.tbt).padStart(7),
      String(r.cls).padStart(6),
      `${r.cpuSlowdown}x`.padStart(4),
      String(r.benchmarkIndex).padStart(5),
    );
  }
}
