// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET } from './config.mjs';
import { readLhr, reportName, summarise } from './lighthouse.mjs';

const lhr = (score, { lcp = 1650, fcp = 1200, cls = 0, tbt = 120 } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: fcp },
    'cumulative-layout-shift': { numericValue: cls },
    'total-blocking-time': { numericValue: tbt },
  },
});

describe('readLhr', () => {
  it('keeps the score in percent and the four timings', () => {
    expect(readLhr(lhr(0.934))).toEqual({ score: 93, lcpMs: 1650, fcpMs: 1200, cls: 0, tbtMs: 120 });
  });

  it('counts a missing score as 0', () => {
    expect(readLhr(lhr(null)).score).toBe(0);
  });

  it('throws on a failed recording, so the run is retried', () => {
    expect(() => readLhr({ ...lhr(0), runtimeError: { code: 'NO_NAVSTART', message: 'no navigation' } })).toThrow(/NO_NAVSTART/);
  });
});

describe('summarise', () => {
  it('gives the medians in the result-file order, the runs, and the budget flags', () => {
    const runs = [readLhr(lhr(0.84, { lcp: 2950, tbt: 464 })), readLhr(lhr(0.96, { lcp: 1500, tbt: 90 })), readLhr(lhr(0.9, { lcp: 1700, tbt: 200 }))];
    const page = summarise(runs, BUDGET);
    expect(Object.keys(page)).toEqual(['median', 'runs', 'ok']);
    expect(Object.keys(page.median)).toEqual(['score', 'lcpMs', 'fcpMs', 'cls', 'tbtMs']);
    expect(page.median).toEqual({ score: 90, lcpMs: 1700, fcpMs: 1200, cls: 0, tbtMs: 200 });
    expect(page.ok).toEqual({ score: false, lcp: true, cls: true, tbt: false });
    expect(page.runs).toBe(runs);
  });
});

describe('reportName', () => {
  it.each([
    ['/', 'landing'],
    ['/login', 'login'],
    ['/player/deposit', 'player-deposit'],
  ])('%s -> %s', (path, name) => expect(reportName(path)).toBe(name));
});
