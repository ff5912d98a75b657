// Prints the ten slowest test files of the Vitest JSON reports in test-results/, so a run shows
// where its time goes before it grows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const files = [];
for (const name of readdirSync('test-results').filter((n) => /^vitest-.*\.json$/.test(n))) {
  const report = JSON.parse(readFileSync(`test-results/${name}`, 'utf8'));
  for (const file of report.testResults) {
    files.push({
      name: path.relative(process.cwd(), file.name),
      ms: file.endTime - file.startTime,
    });
  }
}
files.sort((a, b) => b.ms - a.ms);
for (const { name, ms } of files.slice(0, Number(process.argv[2] ?? 10))) {
  console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}
