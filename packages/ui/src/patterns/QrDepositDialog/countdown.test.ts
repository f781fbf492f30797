import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

const EXPIRES = '2025-03-14T02:45:00.000Z';

describe('secondsLeft', () => {
  it.each([
    ['2025-03-14T02:30:00.000Z', 900],
    ['2025-03-14T02:44:59.000Z', 1],
    // A partial second still counts as one: the display never shows 00:00 before the end.
    ['2025-03-14T02:44:59.999Z', 1],
    ['2025-03-14T02:45:00.000Z', 0],
    ['2025-03-14T03:00:00.000Z', 0],
  ])('at %s: %i s', (now, expected) => {
    expect(secondsLeft(EXPIRES, now)).toBe(expected);
  });

  it('accepts epoch milliseconds and Dates', () => {
    const expires = Date.parse(EXPIRES);
    expect(secondsLeft(expires, expires - 61_000)).toBe(61);
    expect(secondsLeft(new Date(expires), new Date(expires - 500))).toBe(1);
  });

  it('treats an unreadable time as expired rather than counting forever', () => {
    expect(secondsLeft('not a date', 0)).toBe(0);
  });
});
