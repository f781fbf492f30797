// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atLeast, atMost, landingJsOk, lazyRouteJsOk, lighthouseOk, uiCssOk } from './budgets.mjs';
import { BUDGET, KB } from './config.mjs';

describe('budget checks', () => {
  it('count a value equal to its limit as within it', () => {
    expect(atMost(100, 100)).toBe(true);
    expect(atMost(100.1, 100)).toBe(false);
    expect(atLeast(95, 95)).toBe(true);
    expect(atLeast(94, 95)).toBe(false);
  });

  it('check sizes against the size budgets', () => {
    expect(landingJsOk(140 * KB, BUDGET)).toBe(true);
    expect(landingJsOk(140 * KB + 1, BUDGET)).toBe(false);
    expect(lazyRouteJsOk(30 * KB, BUDGET)).toBe(true);
    expect(lazyRouteJsOk(30 * KB + 1, BUDGET)).toBe(false);
    expect(uiCssOk(12 * KB, BUDGET)).toBe(true);
    expect(uiCssOk(12 * KB + 1, BUDGET)).toBe(false);
  });

  it('flag each Lighthouse median on its own: the score from below, timings and CLS from above', () => {
    expect(lighthouseOk({ score: 95, lcpMs: 1800, cls: 0.02, tbtMs: 100, fcpMs: 9999 }, BUDGET)).toEqual({ score: true, lcp: true, cls: true, tbt: true });
    expect(lighthouseOk({ score: 84, lcpMs: 2950, cls: 0, tbtMs: 464, fcpMs: 1650 }, BUDGET)).toEqual({ score: false, lcp: false, cls: true, tbt: false });
    expect(lighthouseOk({ score: 100, lcpMs: 700, cls: 0.1, tbtMs: 0, fcpMs: 700 }, BUDGET)).toEqual({ score: true, lcp: true, cls: false, tbt: true });
  });

  it('keep the budget keys the result files are written with', () => {
    expect(Object.keys(BUDGET)).toEqual(['landingInitialJs', 'lazyRouteJs', 'uiCss', 'score', 'lcpMs', 'cls', 'tbtMs']);
  });
});
