import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay, parseRecord, recordKey, reportedRecord, serializeRecord, shouldReport, type FingerprintRecord } from './decision';

// Local-time dates, so the tests hold in every time zone the machine may run in.
const MORNING = new Date(2025, 2, 14, 9, 30);
const LATE_NIGHT = new Date(2025, 2, 14, 23, 59, 59);
const NEXT_MIDNIGHT = new Date(2025, 2, 15, 0, 0, 0);

describe('localDay', () => {
  it.each([
    [MORNING, '2025-03-14'],
    [LATE_NIGHT, '2025-03-14'],
    [NEXT_MIDNIGHT, '2025-03-15'],
    [new Date(2025, 0, 5, 12), '2025-01-05'],
    [new Date(2024, 11, 31, 23, 0), '2024-12-31'],
  ])('%s is %s', (now, day) => {
    expect(localDay(now)).toBe(day);
  });
});

describe('shouldReport (fixed clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(MORNING);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sentToday: FingerprintRecord = { date: '2025-03-14', visitorId: 'v1' };

  it('reports when nothing was reported yet', () => {
    expect(shouldReport(undefined, 'v1', new Date())).toBe(true);
  });

  it('does not report twice a day for the same browser', () => {
    expect(shouldReport(sentToday, 'v1', new Date())).toBe(false);
    vi.setSystemTime(LATE_NIGHT);
    expect(shouldReport(sentToday, 'v1', new Date())).toBe(false);
  });

  it('reports again on the next calendar day, from midnight', () => {
    vi.setSystemTime(NEXT_MIDNIGHT);
    expect(shouldReport(sentToday, 'v1', new Date())).toBe(true);
  });

  it('reports a stored day in the future (clock changed) as not today', () => {
    expect(shouldReport({ date: '2025-03-20', visitorId: 'v1' }, 'v1', new Date())).toBe(true);
  });

  it('reports when the visitor id differs from the stored one, even the same day', () => {
    expect(shouldReport(sentToday, 'v2', new Date())).toBe(true);
  });

  it('a report stores today and the id, which then holds until midnight', () => {
    const record = reportedRecord('v9', new Date());
    expect(record).toEqual({ date: '2025-03-14', visitorId: 'v9' });
    const stored = parseRecord(serializeRecord(record));
    vi.setSystemTime(LATE_NIGHT);
    expect(shouldReport(stored, 'v9', new Date())).toBe(false);
    vi.setSystemTime(NEXT_MIDNIGHT);
    expect(shouldReport(stored, 'v9', new Date())).toBe(true);
  });
});

describe('stored records', () => {
  it('are kept per agent', () => {
    expect(recordKey('agency-1')).not.toBe(recordKey('agency-2'));
  });

  it.each([null, '', 'not json', '{}', '[]', '{"date":"yesterday","visitorId":"v"}', '{"date":"2025-03-14","visitorId":""}', '{"date":"2025-03-14"}'])(
    '%j is no record (the next check reports)',
    (raw) => {
      expect(parseRecord(raw)).toBeUndefined();
    },
  );

  it('round-trip', () => {
    expect(parseRecord(serializeRecord({ date: '2025-03-14', visitorId: 'abc' }))).toEqual({ date: '2025-03-14', visitorId: 'abc' });
  });
});
