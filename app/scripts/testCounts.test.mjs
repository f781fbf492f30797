// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countTests, summarise } from './testCounts.mjs';

const vitest = `
 \x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m8 passed\x1b[39m\x1b[22m\x1b[90m (8)\x1b[39m
 \x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m241 passed\x1b[39m\x1b[22m\x1b[90m (241)\x1b[39m
      Tests  2 failed | 290 passed | 1 skipped (293)
`;
const playwright = `
  ✓   594 [lo-desktop] › visual.spec.ts:142:7 › Feedback/Toast › feedback-toast--auto-dismiss (1.3s)
  1 failed
    [lo-mobile] › visual.spec.ts:142:7 › Deposit/QrDepositDialog › deposit-qrdepositdialog--copy-code
  4 skipped
  376 passed (7.3m)
`;

describe('countTests', () => {
  it("adds up vitest's summary of every package, colours or not; test files are not tests", () => {
    expect(countTests('vitest', vitest)).toEqual({ passed: 531, failed: 2, skipped: 1 });
  });

  it("reads Playwright's summary lines, not the tests' own lines", () => {
    expect(countTests('playwright', playwright)).toEqual({ passed: 376, failed: 1, skipped: 4 });
  });
});

describe('summarise', () => {
  it('sums the counted steps; a step that failed without a failed test counts one failure', () => {
    const summary = summarise([
      { name: 'typecheck', status: 0, text: '' },
      { name: 'unit', status: 1, counts: 'vitest', text: vitest },
      { name: 'e2e', status: 1, counts: 'playwright', text: 'Error: webServer did not start' },
      { name: 'lint', status: 2, text: '' },
    ]);
    expect(summary.passed).toBe(531);
    expect(summary.failed).toBe(2 + 1 + 1);
    expect(summary.lines).toEqual(['  unit: 531 passed, 2 failed, 1 skipped', '  e2e: 0 passed, 1 failed']);
  });
});
