import { describe, expect, it } from 'vitest';
import { parseDisplayDate, toDisplayDate } from './dates';

describe('dates the app way', () => {
  it('writes a CalendarDate as DD/MM/YYYY', () => {
    expect(toDisplayDate('2026-11-28')).toBe('28/11/2026');
    expect(toDisplayDate('')).toBe('');
  });
  it('reads DD/MM/YYYY (and . or - between, one-digit day and month)', () => {
    expect(parseDisplayDate('28/11/2026')).toBe('2026-11-28');
    expect(parseDisplayDate(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseDisplayDate('05-01-2001')).toBe('2001-01-05');
  });
  it('refuses what is not a date: month first, impossible days, partial text', () => {
    expect(parseDisplayDate('11/28/2026')).toBeNull();
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('28/11')).toBeNull();
    expect(parseDisplayDate('2026-11-28')).toBeNull();
  });
});
