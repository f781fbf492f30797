// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFirstAction, summariseFirstActions } from './firstAction.mjs';

describe('readFirstAction', () => {
  it('times the login request from the tap, and the tap from the usable mark (one clock: the page)', () => {
    expect(readFirstAction({ usable: 900, tap: 1000, request: 2100 })).toEqual({ usableMs: 900, tapAfterUsableMs: 100, tapToRequestMs: 1100 });
  });
});

describe('summariseFirstActions', () => {
  it('keeps the runs and their medians', () => {
    const runs = [
      { usableMs: 900, tapAfterUsableMs: 100, tapToRequestMs: 1100 },
      { usableMs: 1000, tapAfterUsableMs: 120, tapToRequestMs: 1500 },
      { usableMs: 950, tapAfterUsableMs: 90, tapToRequestMs: 1200 },
    ];
    expect(summariseFirstActions(runs)).toEqual({ median: { usableMs: 950, tapAfterUsableMs: 100, tapToRequestMs: 1200 }, runs });
  });
});
