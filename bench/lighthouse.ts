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
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Lighthouse on a phone (its default mobile emulation and throttling) over each page, `runs`
 * times, on Debian's Chromium (CHROME_PATH, else /usr/bin/chromium): the median scores.
 */
export async function lighthouseScores(
  base: string,
  paths: string[],
  runs = 3,
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
    '\nLighthouse, mobile (median of 3 runs; budgets: performance ≥ 95, accessibility 100)',
  );
  console.log(
    'page'.padEnd(40),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(40),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.lcp).padStart(7),
      String(r.tbt).padStart(7),
      String(r.cls).padStart(6),
    );
  }
}
