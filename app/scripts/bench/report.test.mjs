// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET, KB } from './config.mjs';
import { formatLighthouse, formatObserved, formatUi, kb, table } from './report.mjs';

describe('table', () => {
  it('left-aligns the first column and right-aligns the others, two spaces apart', () => {
    expect(table([['page', 'FCP'], ['/login', '1.60 s'], ['/', '0.9 s']])).toBe(['page       FCP', '/login  1.60 s', '/        0.9 s'].join('\n'));
  });
});

describe('kb', () => {
  it('prints KiB with one decimal', () => expect(kb(1.55 * KB)).toBe('1.6 KB'));
});

describe('section tables', () => {
  it('writes the budgets from BUDGET', () => {
    const ui = { css: 8.8 * KB, cssOk: true, buttonOnlyJs: 1.5 * KB, buttonAndDialogJs: 14.9 * KB, radixInButtonBundle: [], treeShakes: true };
    expect(formatUi(ui, BUDGET)).toContain('ok (<= 12)');
    expect(formatUi({ ...ui, treeShakes: false, radixInButtonBundle: ['FocusScope'] }, BUDGET)).toContain('FAILS: FocusScope');
  });

  it('prints Lighthouse medians as the old single-file bench did', () => {
    const pages = {
      '/': { median: { score: 84, lcpMs: 2950, fcpMs: 1650, cls: 0, tbtMs: 464.4 }, runs: [], ok: { score: false, lcp: false, cls: true, tbt: false } },
    };
    expect(formatLighthouse(pages, BUDGET).split('\n')).toEqual([
      'page  score     LCP    CLS     TBT     FCP  budgets (score >= 95, LCP <= 1.8 s, CLS <= 0.02, TBT <= 100 ms)',
      '/        84  2.95 s  0.000  464 ms  1.65 s                           score OVER, lcp OVER, cls ok, tbt OVER',
    ]);
  });

  it('prints the observed medians', () => {
    expect(formatObserved({ '/login': { median: { fcpMs: 1234, lcpMs: 2345.6, tbtMs: 10.5 }, runs: [] } })).toBe(
      ['page       FCP     LCP    TBT', '/login  1.23 s  2.35 s  11 ms'].join('\n'),
    );
  });
});
