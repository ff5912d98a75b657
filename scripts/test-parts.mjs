// `npm test`: runs the project's checks one after the other (npm scripts named as arguments),
// stops at the first that fails, and says how long each took, so that a run on a slow machine
// shows where its time went. The times are also written to test-results/stage-times.txt, which
// CI prints with its own stages.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';

const parts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
mkdirSync('test-results', { recursive: true });
for (const part of parts) {
  const started = Date.now();
  console.log(`\n== npm run ${part} ==`);
  const { status, signal } = spawnSync(npm, ['run', part], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  const line = `${String(Math.floor(seconds / 60)).padStart(4)}:${String(seconds % 60).padStart(2, '0')}  npm test: ${part}`;
  console.log(`== ${part} took ${Math.floor(seconds / 60)} min ${seconds % 60} s ==`);
  appendFileSync('test-results/stage-times.txt', `${line}\n`);
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
