// Usage: node scripts/summarize-results.mjs <stage> [<stage> ...]
//   <stage> = name:exitCode                   a stage without a test report (lint, typecheck)
//           | name:exitCode:vitest:path       Vitest JSON report
//           | name:exitCode:playwright:path   Playwright JSON report
// Prints each stage, the failed stages, and last, alone on its line: "N passed, N failed".
// A failed stage always counts at least 1 failed, so the line never hides a red stage.
import { readFileSync } from 'node:fs';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function countVitest(report) {
  // A file that fails to load, or whose hooks fail, has no failed test: count it as one failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

function countPlaywright(report) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  // Flaky tests failed first and passed on retry: they count as passed, and are named below.
  return { passed: expected + flaky, failed: unexpected, flaky };
}

const counters = { vitest: countVitest, playwright: countPlaywright };
const totals = { passed: 0, failed: 0 };
const failedStages = [];

for (const arg of process.argv.slice(2)) {
  const [name, code, kind, ...pathParts] = arg.split(':');
  const ok = code === '0';
  let counts = { passed: 0, failed: 0 };
  let note = '';
  if (kind) {
    const report = readJson(pathParts.join(':'));
    if (report) {
      counts = counters[kind](report);
      note = `${counts.passed} passed, ${counts.failed} failed${counts.flaky ? `, ${counts.flaky} flaky` : ''}`;
    } else {
      note = 'no report';
    }
  }
  if (!ok) {
    failedStages.push(name);
    if (counts.failed === 0) {
      counts.failed = 1;
      note = note ? `${note}; the stage failed: counted as 1 failed` : '';
    }
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${name}${note ? ` (${note})` : ''}`);
}

console.log(failedStages.length ? `Failed stages: ${failedStages.join(', ')}` : 'All stages passed');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedStages.length || totals.failed ? 1 : 0;
