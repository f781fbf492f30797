// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atLeast, atMost, landingJsOk, lazyRouteJsOk, uiCssOk } from './budgets.mjs';
import { BUDGET, KB } from './config.mjs';

describe('budget checks', () => {
  it('count a value equal to its limit as within it', () => {
    expect(atMost(100, 100)).toBe(true);
    expect(atMost(100.1, 100)).toBe(false);
    expect(atLeast(95, 95)).toBe(true);
    expect(atLeast(94, 95)).toBe(false);
  });

  it('check sizes against the size budgets (landing entry at most 140 KB, issue 27)', () => {
    expect(landingJsOk(140 * KB, BUDGET)).toBe(true);
    expect(landingJsOk(140 * KB + 1, BUDGET)).toBe(false);
    expect(lazyRouteJsOk(30 * KB, BUDGET)).toBe(true);
    expect(lazyRouteJsOk(30 * KB + 1, BUDGET)).toBe(false);
    expect(uiCssOk(12 * KB, BUDGET)).toBe(true);
    expect(uiCssOk(12 * KB + 1, BUDGET)).toBe(false);
  });

  it('keep the budget keys the result files are written with', () => {
    expect(Object.keys(BUDGET)).toEqual(['landingInitialJs', 'lazyRouteJs', 'uiCss']);
  });
});
