import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: "once per page load" is module state. */
const load = async () => {
  vi.resetModules();
  return import('./usable');
};

const usableMarks = () => performance.getEntriesByName('dokkham:usable', 'mark') as PerformanceMark[];
const appMarks = () => performance.getEntriesByName('dokkham:app', 'mark') as PerformanceMark[];

describe('usable mark', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    performance.clearMarks();
  });
  afterEach(() => vi.useRealTimers());

  it('marks after the next frame has painted, not before', async () => {
    const { markUsable } = await load();
    markUsable('login');
    expect(usableMarks()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    // The frame's callbacks ran; the paint follows them, and the mark waits for a task after it.
    expect(usableMarks()).toHaveLength(0);
    vi.runOnlyPendingTimers();
    expect(usableMarks().map((m) => m.detail)).toEqual(['login']);
    expect(appMarks().map((m) => m.detail)).toEqual(['login']);
  });

  it('leaves the usable mark of a prerendered shell (painted earlier) as it is, and marks when the app runs', async () => {
    const { markUsable } = await load();
    performance.mark('dokkham:usable', { startTime: 5, detail: 'login' });
    markUsable('login');
    vi.runAllTimers();
    expect(usableMarks().map((m) => [m.detail, m.startTime])).toEqual([['login', 5]]);
    expect(appMarks().map((m) => m.detail)).toEqual(['login']);
  });

  it('marks once per page load: the page the load opened, not the ones navigated to later', async () => {
    const { markUsable } = await load();
    markUsable('landing');
    markUsable('login');
    vi.runAllTimers();
    markUsable('deposit');
    vi.runAllTimers();
    expect(usableMarks().map((m) => m.detail)).toEqual(['landing']);
  });

  it('useMarkUsable marks after the first commit, once even under StrictMode', async () => {
    const { useMarkUsable } = await load();
    function Screen() {
      useMarkUsable('deposit');
      return <form aria-label="deposit" />;
    }
    render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    vi.runAllTimers();
    expect(usableMarks().map((m) => m.detail)).toEqual(['deposit']);
  });
});
