// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET, FLOOR, GOALS, KB, PAGES } from './config.mjs';
import { checkGoals, goalRow } from './goals.mjs';

describe('goalRow', () => {
  it('ratio: value / floor at most the limit, equal counts as within', () => {
    expect(goalRow({ page: '/', figure: 'LCP', unit: 's', value: 1300, floor: { name: 'f', value: 1000 }, kind: 'ratio', limit: 1.3 })).toMatchObject({ vsFloor: 1.3, ok: true });
    expect(goalRow({ page: '/', figure: 'LCP', unit: 's', value: 1301, floor: { name: 'f', value: 1000 }, kind: 'ratio', limit: 1.3 }).ok).toBe(false);
  });

  it('plus: at most the floor plus the limit', () => {
    expect(goalRow({ page: '/', figure: 'TBT', unit: 'ms', value: 80, floor: { name: 'f', value: 30 }, kind: 'plus', limit: 50 })).toMatchObject({ vsFloor: 50, ok: true });
    expect(goalRow({ page: '/', figure: 'TBT', unit: 'ms', value: 81, floor: { name: 'f', value: 30 }, kind: 'plus', limit: 50 }).ok).toBe(false);
  });

  it('minus: at least the floor minus the limit', () => {
    expect(goalRow({ page: '/', figure: 'score', unit: 'score', value: 98, floor: { name: 'f', value: 100 }, kind: 'minus', limit: 2 })).toMatchObject({ vsFloor: 2, ok: true });
    expect(goalRow({ page: '/', figure: 'score', unit: 'score', value: 97, floor: { name: 'f', value: 100 }, kind: 'minus', limit: 2 }).ok).toBe(false);
  });

  it('max: the value alone against the limit', () => {
    expect(goalRow({ page: '/', figure: 'CLS', unit: 'cls', value: 0.02, kind: 'max', limit: 0.02 })).toMatchObject({ vsFloor: null, ok: true, floor: null });
    expect(goalRow({ page: '/', figure: 'CLS', unit: 'cls', value: 0.021, kind: 'max', limit: 0.02 }).ok).toBe(false);
  });

  it('min: the value alone at least the limit', () => {
    expect(goalRow({ page: '/', figure: 'fps', unit: 'fps', value: 55, kind: 'min', limit: 55 })).toMatchObject({ vsFloor: null, ok: true, floor: null });
    expect(goalRow({ page: '/', figure: 'fps', unit: 'fps', value: 54.9, kind: 'min', limit: 55 }).ok).toBe(false);
  });

  it('gives no verdict without the figure or its floor, and says why', () => {
    expect(goalRow({ page: '/', figure: 'usable', unit: 's', value: null, floor: { name: 'f', value: 1000 }, kind: 'ratio', limit: 1.6 })).toMatchObject({ ok: null, missing: 'not measured' });
    expect(goalRow({ page: '/', figure: 'LCP', unit: 's', value: 900, floor: { name: 'static floor', value: undefined }, kind: 'ratio', limit: 1.3 })).toMatchObject({ ok: null, missing: 'no static floor figure' });
    expect(goalRow({ page: '/', figure: 'LCP', unit: 's', value: 900, floor: { name: 'f', value: 1000 }, kind: 'ratio', limit: 1, missing: 'no service worker' })).toMatchObject({ ok: null, missing: 'no service worker' });
  });
});

/** One run's results: floors, the pages, the repeat visits, the scroll, the first action; the numbers of the README's example. */
const lighthouse = (score, lcpMs, tbtMs, cls = 0) => ({ median: { score, lcpMs, fcpMs: lcpMs / 2, cls, tbtMs }, runs: [] });
const observed = (lcpMs, usableMs = null) => ({ median: { fcpMs: lcpMs / 2, lcpMs, tbtMs: 0, usableMs }, elements: {}, marked: usableMs === null ? 0 : 3, runs: [] });
const results = {
  sizes: {
    landing: { initialJs: 145 * KB },
    routes: [
      { route: '/', lazyJs: 40 * KB },
      { route: '/player/deposit', lazyJs: 12 * KB },
      { route: '/player/game/alphabet', lazyJs: 31 * KB },
    ],
  },
  lighthouse: {
    [FLOOR.static]: lighthouse(100, 700, 0),
    [FLOOR.react]: lighthouse(100, 1100, 20),
    '/': lighthouse(92, 2400, 200),
    '/login': lighthouse(99, 900, 60, 0.05),
    '/player': lighthouse(70, 3000, 400),
    '/player/deposit': lighthouse(95, 3000, 101, 0.01),
  },
  observed: {
    [FLOOR.static]: observed(1000),
    [FLOOR.react]: observed(1400),
    '/': observed(2500, 3000),
    '/login': observed(1200, 1500),
    '/player': observed(1500, 1600),
    '/player/deposit': observed(2000, 2400),
  },
  repeatVisit: { serviceWorker: true, controlled: true, observed: observed(900, 950), lighthouse: lighthouse(99, 800, 10) },
  repeatVisitSignedIn: { serviceWorker: true, controlled: true, observed: observed(700, 800) },
  scroll: { path: '/player/game/alphabet', median: { fps: 55, p95FrameMs: 33.3, layoutShift: 0.0002 }, runs: [] },
  firstAction: { median: { usableMs: 900, tapAfterUsableMs: 150, tapToRequestMs: 1200 }, runs: [] },
};
const check = (r) => checkGoals(r, { goals: GOALS, budget: BUDGET, pages: PAGES });
const verdicts = (c) => Object.fromEntries(c.rows.map((row) => [`${row.page} ${row.figure}`, row.ok]));
describe('checkGoals', () => {
  it("checks the goals of issues 16 and 31, each against its floor in the same run or its absolute limit", () => {
    expect(verdicts(check(results))).toEqual({
      '/ LCP (Lighthouse)': false, // 2400 / 700 = 3.4x
      '/ TBT (Lighthouse)': false, // 200 - 20 = +180 ms
      '/ CLS (Lighthouse)': true,
      '/ score (Lighthouse)': false, // 92 vs 100
      '/ usable (observed)': false, // 3000 / 1000
      '/login LCP (Lighthouse)': true, // 900 / 700 = 1.29x
      '/login TBT (Lighthouse)': true, // +40 ms
      '/login CLS (Lighthouse)': false,
      '/login score (Lighthouse)': true,
      '/login usable (observed)': true, // 1.5x
      '/player usable (observed)': true, // 1.6x: usable only, no Lighthouse goal
      '/player/deposit score (Lighthouse)': true, // 95, absolute
      '/player/deposit TBT (Lighthouse)': false, // 101 ms of 100
      '/player/deposit CLS (Lighthouse)': true,
      '/player/deposit usable (observed)': false, // 2.4x of 1.6x
      'repeat visit / (service worker) LCP (observed)': true, // 0.9x
      'repeat visit / (service worker) LCP (Lighthouse)': false, // 800 / 700
      'repeat visit /player/deposit (service worker) usable (observed)': true, // 0.8x
      'lobby scroll /player/game/alphabet frame rate (4x CPU)': true, // 55 fps
      'lobby scroll /player/game/alphabet 95th-percentile frame (4x CPU)': false, // 33.3 ms
      'lobby scroll /player/game/alphabet layout shift while scrolling': false, // any shift
      'first action /login submit tapped at usable: login request sent (observed)': true, // 1200 ms
      '/ landing entry JS (gzip)': false, // 145 KB of 140
      'every lazy route (largest: /player/game/alphabet) own lazy JS (gzip)': false, // 31 KB of 30; / is the landing's, not lazy
    });
    expect(check(results)).toMatchObject({ over: 12, unmeasured: 0 });
  });

  it('compares the usable marks with the observed floor, Lighthouse figures with the Lighthouse floors', () => {
    const rows = check(results).rows;
    expect(rows.find((r) => r.page === '/' && r.figure === 'usable (observed)')).toMatchObject({ floor: { name: 'static floor (observed)', value: 1000 }, vsFloor: 3 });
    expect(rows.find((r) => r.page === '/' && r.figure === 'LCP (Lighthouse)')).toMatchObject({ floor: { name: 'static floor (Lighthouse)', value: 700 } });
    expect(rows.find((r) => r.page === '/' && r.figure === 'TBT (Lighthouse)')).toMatchObject({ floor: { name: 'React floor (Lighthouse)', value: 20 }, vsFloor: 180 });
  });

  it('reports a build without a service worker, a failed job and a missing mark as not measured', () => {
    const c = check({
      ...results,
      lighthouse: { ...results.lighthouse, '/login': { error: 'Lighthouse ended on /' } },
      observed: { ...results.observed, '/player/deposit': { ...observed(1000, null), runs: [{ path: '/login' }, { path: '/login' }, { path: '/login' }] } },
      repeatVisit: { serviceWorker: false, controlled: false, note: 'no service worker' },
      repeatVisitSignedIn: { serviceWorker: true, controlled: true, observed: { ...observed(700, null), runs: [{ path: '/login' }] } },
      scroll: undefined,
      firstAction: { error: 'page.waitForFunction: Timeout 30000ms exceeded.\nmore' },
    });
    const missing = Object.fromEntries(c.rows.filter((r) => r.ok === null).map((r) => [`${r.page} ${r.figure}`, r.missing]));
    expect(missing).toEqual({
      '/login LCP (Lighthouse)': 'failed: Lighthouse ended on /',
      '/login TBT (Lighthouse)': 'failed: Lighthouse ended on /',
      '/login CLS (Lighthouse)': 'failed: Lighthouse ended on /',
      '/login score (Lighthouse)': 'failed: Lighthouse ended on /',
      '/player/deposit usable (observed)': "no 'deposit' mark in 3 loads (they ended on /login)",
      'repeat visit / (service worker) LCP (observed)': 'no service worker',
      'repeat visit / (service worker) LCP (Lighthouse)': 'no service worker',
      'repeat visit /player/deposit (service worker) usable (observed)': "no 'deposit' mark in 1 loads (they ended on /login)",
      'lobby scroll (large lobby) frame rate (4x CPU)': 'not measured',
      'lobby scroll (large lobby) 95th-percentile frame (4x CPU)': 'not measured',
      'lobby scroll (large lobby) layout shift while scrolling': 'not measured',
      'first action /login submit tapped at usable: login request sent (observed)': 'failed: page.waitForFunction: Timeout 30000ms exceeded.',
    });
    expect(c.unmeasured).toBe(12);
  });

  it("says which job failed as a whole (bench.mjs's errors), rather than 'not measured'", () => {
    const { observed: _observed, scroll: _scroll, ...rest } = results;
    const c = check({ ...rest, errors: ['observed: Package subpath not exported\nstack', 'scroll: browser crashed', 'lighthouse /player: ended on /login'] });
    const missing = Object.fromEntries(c.rows.filter((r) => r.ok === null).map((r) => [`${r.page} ${r.figure}`, r.missing]));
    expect(missing).toMatchObject({
      '/ usable (observed)': 'failed: Package subpath not exported',
      '/player/deposit usable (observed)': 'failed: Package subpath not exported',
      'lobby scroll (large lobby) frame rate (4x CPU)': 'failed: browser crashed',
    });
  });

  it('without any timings checks the sizes alone, and leaves no timing goal out', () => {
    const c = check({ sizes: results.sizes });
    expect(c.rows.filter((r) => r.ok !== null).map((r) => r.figure)).toEqual(['landing entry JS (gzip)', 'own lazy JS (gzip)']);
    expect(c.rows).toHaveLength(check(results).rows.length);
  });
});
