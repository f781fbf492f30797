/**
 * When to report the browser fingerprint (SPEC §4): on a new calendar day, or when this browser's
 * visitor id differs from the one reported last. What was reported last (day and visitor id) is
 * kept in localStorage per agent (agency id), so two agencies on one device never share it.
 * Pure: the clock and the storage are passed in.
 */

export interface FingerprintRecord {
  /** The player's local calendar day of the last report, YYYY-MM-DD. */
  date: string;
  visitorId: string;
}

const KEY_PREFIX = 'dokkham:fingerprint:';

/** localStorage key of an agent's record. */
export function recordKey(agentId: string): string {
  return `${KEY_PREFIX}${agentId}`;
}

/** The calendar day of `now` in the device's time zone, YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored record, or undefined for anything missing or malformed (then the next check reports). */
export function parseRecord(raw: string | null | undefined): FingerprintRecord | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object') {
      const { date, visitorId } = value as Record<string, unknown>;
      if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && typeof visitorId === 'string' && visitorId)
        return { date, visitorId };
    }
  } catch {
    // Written by an older version or by hand: treat as never reported.
  }
  return undefined;
}

export function serializeRecord(record: FingerprintRecord): string {
  return JSON.stringify(record);
}

/** Whether a report with `visitorId` is due: nothing reported yet, another day, or another visitor id. */
export function shouldReport(record: FingerprintRecord | undefined, visitorId: string, now: Date): boolean {
  return !record || record.date !== localDay(now) || record.visitorId !== visitorId;
}

/** The record to store after a successful report. */
export function reportedRecord(visitorId: string, now: Date): FingerprintRecord {
  return { date: localDay(now), visitorId };
}
