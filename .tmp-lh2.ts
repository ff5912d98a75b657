import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './e2e/shop.ts';
const PORT = 3994;
const child = spawn(process.execPath, ['dist/server/cli.js', 'start'], { cwd: process.env.CWD ?? '/work/main', env: { ...process.env, DATA_DIR: '/tmp/prof/data', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vitrine_bench_product', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${PORT}`;
for (;;) { try { if ((await fetch(base + '/healthz')).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const r = await lighthouse(base + (process.env.LH_PATH ?? '/products/linen-wrap-dress'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r!.lhr.audits;
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift']) console.log(id, a[id]?.displayValue, a[id]?.score);
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 0).slice(0, 1500));
console.log(JSON.stringify(a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details, null, 0).slice(0, 800));
console.log(JSON.stringify((a['network-requests']?.details as any)?.items?.map((i: any) => [i.url.replace(base, ''), i.resourceType, Math.round(i.transferSize), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.priority]), null, 0).slice(0, 3000));
await chrome.kill(); child.kill();
