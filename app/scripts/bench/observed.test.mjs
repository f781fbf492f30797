// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLoad, summariseLoads } from './observed.mjs';

/** What a landing load records in the page (times in ms from navigation start). */
const seen = (overrides = {}) => ({
  fcp: 1000,
  lcp: 2400,
  tasks: [
    [500, 300], // before FCP: not counted
    [1200, 120], // 70 over 50
    [1500, 40], // short
    [2000, 80], // 30 over 50
  ],
  marks: [{ name: 'landing', ms: 2600 }],
  appMarks: [{ name: 'landing', ms: 3100 }],
  elements: [
    ['landing-headline', 2350],
    ['landing-headline', 2500], // the same identifier again (a new element): the first paint counts
    ['', 100],
  ],
  path: '/',
  ...overrides,
});

describe('readLoad', () => {
  it('counts TBT as Lighthouse does: the part of each long task over 50 ms, after FCP', () => {
    expect(readLoad(seen(), 'landing')).toMatchObject({ fcpMs: 1000, lcpMs: 2400, tbtMs: 100, tbtToStartMs: null, startMs: null });
  });

  it("splits TBT at the app's start on a prerendered page: the load's part is the tasks begun before it", () => {
    expect(readLoad(seen({ start: 1800 }), 'landing')).toMatchObject({ tbtMs: 100, tbtToStartMs: 70, startMs: 1800 });
    expect(readLoad(seen({ start: 900 }), 'landing')).toMatchObject({ tbtMs: 100, tbtToStartMs: 0, startMs: 900 });
  });

  it("takes the usable mark when it names the page, and each identifier's first element paint", () => {
    expect(readLoad(seen(), 'landing')).toMatchObject({ usableMs: 2600, appMs: 3100, usableName: 'landing', elements: { 'landing-headline': 2350 }, path: '/' });
  });

  it('does not take the mark of another page (a sign-in redirect marks the login)', () => {
    const redirected = seen({ marks: [{ name: 'login', ms: 1800 }], appMarks: [{ name: 'login', ms: 2500 }], path: '/login' });
    expect(readLoad(redirected, 'deposit')).toMatchObject({ usableMs: null, appMs: null, usableName: 'login', path: '/login' });
  });

  it('has no usable time for a page without a mark', () => {
    expect(readLoad(seen({ marks: [], appMarks: [] }), undefined)).toMatchObject({ usableMs: null, appMs: null, usableName: null });
  });
});

describe('summariseLoads', () => {
  it('takes medians over the runs, the usable time over the runs that marked, and counts those', () => {
    const runs = [
      readLoad(seen({ lcp: 2000 }), 'landing'),
      readLoad(seen({ lcp: 2400, marks: [], appMarks: [] }), 'landing'),
      readLoad(seen({ lcp: 2200, marks: [{ name: 'landing', ms: 3000 }], elements: [] }), 'landing'),
    ];
    const summary = summariseLoads(runs);
    expect(summary.median).toEqual({ fcpMs: 1000, lcpMs: 2200, tbtMs: 100, tbtToStartMs: null, startMs: null, usableMs: 2800, appMs: 3100 });
    expect(summary.elements).toEqual({ 'landing-headline': 2350 });
    expect(summary.marked).toBe(2);
    expect(summary.runs).toBe(runs);
  });
});
