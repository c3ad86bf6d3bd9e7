// Sums the JSON reports of every suite (Vitest per package, Playwright for the browser journeys)
// into one closing line, "N passed, N failed". A suite that left no report counts as failed. The
// failed tests are named under their suite, with the first line of their error, so the end of a CI
// log (often all that is kept of it) says what failed.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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
  for (const line of failures(report)) console.log(`  failed: ${line}`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

/** Each failed test of a report: where it is, its name, its error's first line. */
function failures(report) {
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .trim()
      .split('\n')[0]
      ?.slice(0, 300);
  if (!report.stats) {
    return (report.testResults ?? []).flatMap((file) => {
      const where = file.name.replace(`${process.cwd()}/`, '');
      const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
      return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    });
  }
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(
          `${spec.file} > ${[...titles, spec.title].join(' > ')} [${test.projectName}]: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}
process.exit(failed > 0 ? 1 : 0);
