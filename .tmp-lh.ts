import { spawn } from 'node:child_process';
import { lighthouseScores, printLighthouse } from './bench/lighthouse.ts';
const PORT = 3995;
const cwd = process.env.CWD ?? '/work/main';
const child = spawn(process.execPath, ['dist/server/cli.js', 'start'], { cwd, env: { ...process.env, DATA_DIR: '/tmp/prof/data', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vitrine_bench_product', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${PORT}`;
for (;;) { try { if ((await fetch(base + '/healthz')).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const paths = (process.env.LH_PATHS ?? '/products/linen-wrap-dress').split(',');
printLighthouse(await lighthouseScores(base, paths, 3));
child.kill();
