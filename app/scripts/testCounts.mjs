// The count of tests of `pnpm test` (test-all.mjs), read from each step's own summary: vitest's
// "Tests  1 failed | 240 passed (241)" (one per package) and Playwright's "  376 passed (7.3m)".
import { stripVTControlCharacters } from 'node:util';

/** Passed and failed tests in one step's output, by the runner that printed it. */
export function countTests(kind, output) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (n, word) => {
    if (word === 'passed' || word === 'flaky') counts.passed += n;
    else if (word === 'failed' || word === 'interrupted') counts.failed += n;
    else counts.skipped += n;
  };
  for (const line of stripVTControlCharacters(output).split('\n')) {
    if (kind === 'vitest') {
      const summary = line.match(/^\s*Tests\s+(.+?)\s+\(\d+\)\s*$/);
      if (summary) for (const [, n, word] of summary[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) add(Number(n), word);
    } else {
      const summary = line.match(/^ {2}(\d+) (passed|failed|flaky|skipped|interrupted|did not run)\b/);
      if (summary) add(Number(summary[1]), summary[2]);
    }
  }
  return counts;
}

/**
 * The whole run's count and a line per counted step. A step that failed without a failed test
 * (it crashed, or could not start) counts as one failure: a red run never says "0 failed".
 */
export function summarise(results) {
  let passed = 0;
  let failed = 0;
  const lines = [];
  for (const result of results) {
    if (!result.counts) {
      if (result.status !== 0) failed += 1;
      continue;
    }
    const counts = countTests(result.counts, result.text);
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
    passed += counts.passed;
    failed += counts.failed;
    lines.push(`  ${result.name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  }
  return { passed, failed, lines };
}
