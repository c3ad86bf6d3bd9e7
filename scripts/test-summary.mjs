// Sums the JSON reports of every suite (Vitest per package, Playwright for the browser journeys)
// into one closing line, "N passed, N failed". A suite that left no report counts as failed.
import { existsSync, readFileSync } from 'node:fs';

const suites = ['packages/db', 'packages/contracts', 'packages/pdf', 'apps/api', 'apps/web', 'tests'];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const file = `${suite}/test-report.json`;
  if (!existsSync(file)) {
    console.log(`${suite}: no report (the suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let counts;
  if (report.stats) {
    // Playwright
    counts = {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  } else {
    // Vitest (jest-compatible)
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  console.log(`${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
