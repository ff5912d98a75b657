// `npm test`: runs the project's checks one after the other (npm scripts named as arguments),
// stops at the first that fails, and says how long each took, so that a run on a slow machine
// shows where its time went. The times are also written to test-results/stage-times.txt, which
// CI prints with its own stages.
//
// Parts joined by `+` run side by side, each printing its output once it has ended: the linter
// and the type check each keep one core busy, and together take the time of the longer one (on
// a 2-core machine, 56 s and 30 s one after the other, 63 s side by side).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
mkdirSync('test-results', { recursive: true });

/** How long since `started`, as the stage lines print it. */
function took(part, started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const line = `${String(Math.floor(seconds / 60)).padStart(4)}:${String(seconds % 60).padStart(2, '0')}  npm test: ${part}`;
  console.log(`== ${part} took ${Math.floor(seconds / 60)} min ${seconds % 60} s ==`);
  appendFileSync('test-results/stage-times.txt', `${line}\n`);
}

/** Runs `npm run part`; alone, its output as it comes, else kept until it ends. */
function run(part, alone) {
  const started = Date.now();
  if (alone) console.log(`\n== npm run ${part} ==`);
  const child = spawn(npm, ['run', part], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.once('close', (status, signal) => {
      if (!alone) process.stdout.write(`\n== npm run ${part} ==\n${output}`);
      took(part, started);
      resolve(status ?? (signal ? 1 : 0));
    });
  });
}

for (const group of process.argv.slice(2)) {
  const parts = group.split('+');
  const statuses = await Promise.all(parts.map((part) => run(part, parts.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
