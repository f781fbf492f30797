// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET, GOALS, KB, PAGES } from './config.mjs';
import { checkGoals } from './goals.mjs';
import { formatFirstAction, formatGoals, formatLighthouse, formatObserved, formatRepeat, formatScroll, formatUi, kb, table } from './report.mjs';

describe('table', () => {
  it('left-aligns the first column and right-aligns the others, two spaces apart', () => {
    expect(table([['page', 'FCP'], ['/login', '1.60 s'], ['/', '0.9 s']])).toBe(['page       FCP', '/login  1.60 s', '/        0.9 s'].join('\n'));
  });

  it('aligns as told, without trailing spaces', () => {
    expect(table([['a', 'bb', 'c'], ['aaa', 'b', '']], 'lrl')).toBe(['a    bb  c', 'aaa   b'].join('\n'));
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

  it('prints Lighthouse medians of floors and pages, and a failed target', () => {
    const targets = {
      'static floor': { median: { score: 100, lcpMs: 700, fcpMs: 700, cls: 0, tbtMs: 0 }, runs: [] },
      '/': { median: { score: 84, lcpMs: 2950, fcpMs: 1650, cls: 0, tbtMs: 464.4 }, runs: [] },
      '/player/deposit': { error: 'Lighthouse ended on /login, not /player/deposit (signed out?)\nmore' },
    };
    expect(formatLighthouse(targets).split('\n')).toEqual([
      'page          score     LCP    CLS     TBT     FCP',
      'static floor    100  0.70 s  0.000    0 ms  0.70 s',
      '/                84  2.95 s  0.000  464 ms  1.65 s',
      '/player/deposit: FAILED: Lighthouse ended on /login, not /player/deposit (signed out?)',
    ]);
  });

  it('prints the observed medians with the usable mark, the app running, how many runs marked, and element paints', () => {
    const targets = {
      'static floor': { median: { fcpMs: 800, lcpMs: 1000, tbtMs: 0, tbtToStartMs: null, startMs: null, usableMs: null, appMs: null }, elements: {}, marked: 0, runs: [{}, {}, {}] },
      '/': { median: { fcpMs: 1234, lcpMs: 2345.6, tbtMs: 410.5, tbtToStartMs: 2, startMs: 2600, usableMs: 2345.6, appMs: 3100 }, elements: { 'landing-headline': 2300 }, marked: 3, runs: [{}, {}, {}] },
    };
    expect(formatObserved(targets).split('\n')).toEqual([
      'page             FCP     LCP     TBT  TBT to start  usable  app starts  app running  marked  element paints',
      'static floor  0.80 s  1.00 s    0 ms             -       -           -            -     0/3  -',
      '/             1.23 s  2.35 s  411 ms          2 ms  2.35 s      2.60 s       3.10 s     3/3  landing-headline 2.30 s',
    ]);
  });

  it('prints a signed-in repeat visit without Lighthouse (observed loads only)', () => {
    const observed = { median: { fcpMs: 300, lcpMs: 400, tbtMs: 0, usableMs: 650 }, elements: {}, marked: 3, runs: [{}, {}, {}], controlledRuns: 3 };
    expect(formatRepeat({ serviceWorker: true, controlled: true, observed })).toBe(
      'observed (DevTools throttling): LCP 0.40 s, FCP 0.30 s, TBT 0 ms, usable 0.65 s; 3/3 loads controlled by the service worker',
    );
  });

  it('prints the scroll runs with their medians and layout shifts', () => {
    const run = { cards: 617, frames: 300, durationMs: 5400, fps: 55.6, p50FrameMs: 16.7, p95FrameMs: 33.3, maxFrameMs: 80, longFrames: 2, layoutShift: 0.00012, layoutShifts: 1, layoutShiftBefore: 0, imagesBeforeScroll: 8, imagesAfterScroll: 617 };
    const text = formatScroll({ path: '/player/game/alphabet', cpuSlowdown: 4, viewport: { width: 412, height: 823 }, median: { fps: 55.6, p95FrameMs: 33.3, layoutShift: 0.00012 }, runs: [run] });
    expect(text.split('\n')).toEqual([
      'Large lobby scroll (/player/game/alphabet, 4x CPU, 412x823): median 55.6 fps, p95 frame 33.3 ms, layout shift 0.0001',
      '  run 1: 617 cards in the DOM, 300 frames in 5400 ms = 55.6 fps; frame p50 16.7 ms, p95 33.3 ms, max 80 ms, 2 over 50 ms; layout shift while scrolling 0.0001 (1 entries; 0.0000 before); images requested 8 before scrolling, 617 after',
    ]);
  });

  it('prints the first action, or why it failed', () => {
    expect(formatFirstAction({ median: { usableMs: 910, tapAfterUsableMs: 140.4, tapToRequestMs: 1234.5 }, runs: [{}, {}, {}] })).toBe(
      'median of 3: usable at 0.91 s, submit tapped 140 ms after it, login request sent 1235 ms after the tap',
    );
    expect(formatFirstAction({ error: 'Timeout\nstack' })).toBe('FAILED: Timeout');
  });

  it('says why a repeat visit was not measured', () => {
    expect(formatRepeat({ serviceWorker: false, controlled: false, note: 'no service worker: http://localhost:1/ registered none within 10 s' })).toBe(
      'not measured: no service worker: http://localhost:1/ registered none within 10 s',
    );
  });
});

describe('formatGoals', () => {
  const lighthouse = (score, lcpMs, tbtMs) => ({ median: { score, lcpMs, fcpMs: 0, cls: 0, tbtMs }, runs: [] });
  const observed = (lcpMs, usableMs = null) => ({ median: { fcpMs: 0, lcpMs, tbtMs: 0, usableMs }, elements: {}, marked: 3, runs: [] });
  const check = checkGoals(
    {
      sizes: { landing: { initialJs: 148.2 * KB }, routes: [{ route: '/player/deposit', lazyJs: 12.5 * KB }] },
      scroll: { path: '/player/game/alphabet', median: { fps: 41.2, p95FrameMs: 33.3, layoutShift: 0 }, runs: [] },
      lighthouse: { 'static floor': lighthouse(100, 700, 0), 'React floor': lighthouse(100, 1100, 20), '/': lighthouse(92, 2450, 230), '/login': lighthouse(99, 900, 60) },
      observed: { 'static floor': observed(1000), '/': observed(2500, 3000), '/login': observed(1200, 1500), '/player/deposit': observed(2000, 2400) },
      repeatVisit: { serviceWorker: false, controlled: false, note: 'no service worker' },
    },
    { goals: GOALS, budget: BUDGET, pages: PAGES },
  );
  const text = formatGoals(check);

  it('prints each figure, its floor, the ratio or difference, the goal and the verdict', () => {
    const line = (start) =>
      text
        .split('\n')
        .map((l) => l.replace(/ +/g, ' '))
        .find((l) => l.startsWith(start));
    expect(line('/ LCP')).toBe('/ LCP (Lighthouse) 2.45 s static floor (Lighthouse) 0.70 s 3.50x <= 1.3x OVER');
    expect(line('/ TBT')).toBe('/ TBT (Lighthouse) 230 ms React floor (Lighthouse) 20 ms +210 ms <= +50 ms OVER');
    expect(line('/ score')).toBe('/ score (Lighthouse) 92 React floor (Lighthouse) 100 -8 >= -2 OVER');
    expect(line('/login usable')).toBe('/login usable (observed) 1.50 s static floor (observed) 1.00 s 1.50x <= 1.6x ok');
    expect(line('/ landing entry')).toBe('/ landing entry JS (gzip) 148.2 KB <= 140.0 KB OVER');
    expect(line('repeat visit / (service worker) LCP (observed)')).toContain('n/a (no service worker)');
    expect(line('lobby scroll /player/game/alphabet frame rate')).toBe('lobby scroll /player/game/alphabet frame rate (4x CPU) 41.2 fps >= 55 fps OVER');
    // Under 100 ms, a figure that is not whole keeps its decimal: 33.3 is over 33.
    expect(line('lobby scroll /player/game/alphabet 95th')).toBe('lobby scroll /player/game/alphabet 95th-percentile frame (4x CPU) 33.3 ms <= 33 ms OVER');
    expect(line('lobby scroll /player/game/alphabet layout shift')).toBe('lobby scroll /player/game/alphabet layout shift while scrolling 0.0000 <= 0.0000 ok');
    expect(line('every lazy route')).toBe('every lazy route (largest: /player/deposit) own lazy JS (gzip) 12.5 KB <= 30.0 KB ok');
  });

  it('lists what is over, and what could not be measured with the reason', () => {
    const tail = text.slice(text.indexOf('\nOver'));
    expect(tail).toContain('Over (8 of 24):');
    expect(tail).toContain('  lobby scroll /player/game/alphabet frame rate (4x CPU) 41.2 fps (goal >= 55 fps)');
    expect(tail).toContain("  / LCP (Lighthouse) 2.45 s, 3.50x against the static floor (Lighthouse)'s 0.70 s (goal <= 1.3x)");
    expect(tail).toContain('  / landing entry JS (gzip) 148.2 KB (goal <= 140.0 KB)');
    expect(tail).toContain('Not measured (8):\n  not measured: /player usable (observed); /player/deposit score (Lighthouse);');
    expect(tail).toContain('\n  no service worker: repeat visit / (service worker) LCP (observed); repeat visit / (service worker) LCP (Lighthouse)');
  });
});
