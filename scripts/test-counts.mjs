// Adds up the Vitest JSON reports in test-results/ and prints "N passed, M failed".
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const name of readdirSync('test-results').filter((n) => /^vitest-.*\.json$/.test(n))) {
  const report = JSON.parse(readFileSync(`test-results/${name}`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
