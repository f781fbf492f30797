/**
 * When the reality-check reminder (RTS 13) shows, and in which tab. Pure: the clocks, the storage
 * and the tab are passed in (RealityCheck.tsx wires them to the browser).
 *
 * - Reminders fall due at each interval since the session began (the agency's sessionStartedAt,
 *   so a reload or a second tab does not restart it), counted on the agency's clock: the device's
 *   clock may be off by minutes or years, so the offset measured from the answer's serverTime is
 *   added to it.
 * - The player's answer ("Continue") is kept in localStorage with the session it belongs to: a
 *   reload or another tab does not ask again for the same interval.
 * - One tab shows a reminder: the first visible tab that finds it due claims it in the same record;
 *   a hidden tab waits until it is visible, then finds the claim and leaves it to that tab.
 */
import { nextRealityCheck } from '@dokkham/api';

export const REMINDER_KEY = 'dokkham:realityCheck';

/** What this browser keeps of the session's reminders (one record: a new session replaces it). */
export interface ReminderRecord {
  /** The session it belongs to: its sessionStartedAt. */
  session: string;
  /** When the player last answered a reminder (agency time, ISO). */
  acknowledged: string | null;
  /** The reminder a tab took on: its due time (ISO) and the tab's id. */
  claim: { due: string; tab: string } | null;
}

const emptyRecord = (session: string): ReminderRecord => ({ session, acknowledged: null, claim: null });
const isIso = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The stored record of this session; an empty one for another session's, a missing or a malformed one. */
export function parseRecord(raw: string | null | undefined, session: string): ReminderRecord {
  if (!raw) return emptyRecord(session);
  try {
    const value = JSON.parse(raw) as Partial<ReminderRecord> | null;
    if (!value || value.session !== session) return emptyRecord(session);
    const claim = value.claim && isIso(value.claim.due) && typeof value.claim.tab === 'string' ? value.claim : null;
    return { session, acknowledged: isIso(value.acknowledged) ? value.acknowledged : null, claim };
  } catch {
    return emptyRecord(session);
  }
}

/** How far the agency's clock is ahead of the device's (ms): serverTime minus when the answer arrived. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

export interface ReminderInput {
  sessionStartedAt: string;
  /** The interval; null: off. */
  minutes: number | null;
  record: ReminderRecord;
  /** Now on the agency's clock (device time + clockOffset). */
  serverNow: number;
  tab: string;
  visible: boolean;
  /** The last reminder this tab left to another tab (ISO): this tab waits for the one after it. */
  leftToOther?: string | null;
}

export type ReminderStep =
  /** Reality check off: nothing to schedule. */
  | { kind: 'off' }
  /** The next reminder is `delay` ms away (device time). */
  | { kind: 'wait'; due: string; delay: number }
  /** Due, and this tab is hidden: check again once it is visible. */
  | { kind: 'hidden'; due: string }
  /** Due, and another tab shows it: wait for its answer (a storage event) or the next reminder. */
  | { kind: 'elsewhere'; due: string }
  /** Due, and this tab shows it: `record` carries this tab's claim, to be stored. */
  | { kind: 'show'; due: string; record: ReminderRecord };

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b ? a : Date.parse(a) >= Date.parse(b) ? a : b;

/** What this tab does now about the reminder. */
export function reminderStep(input: ReminderInput): ReminderStep {
  const { record, serverNow } = input;
  const next = nextRealityCheck(input.sessionStartedAt, input.minutes, later(record.acknowledged, input.leftToOther));
  if (!next) return { kind: 'off' };
  const due = next.toISOString();
  if (next.getTime() > serverNow) return { kind: 'wait', due, delay: next.getTime() - serverNow };
  if (!input.visible) return { kind: 'hidden', due };
  // A claim of an earlier reminder is spent: its interval was answered or has passed.
  if (record.claim && record.claim.due === due && record.claim.tab !== input.tab) return { kind: 'elsewhere', due };
  return { kind: 'show', due, record: { ...record, claim: { due, tab: input.tab } } };
}

/** The record once the player answered "Continue" (or "See my activity") at `serverNow`. */
export function acknowledged(record: ReminderRecord, serverNow: number): ReminderRecord {
  return { ...record, acknowledged: new Date(serverNow).toISOString(), claim: null };
}

/** Has the reminder due at `due` been answered (in this tab or another)? */
export function isAnswered(record: ReminderRecord, due: string): boolean {
  return record.acknowledged !== null && Date.parse(record.acknowledged) >= Date.parse(due);
}

/** A reminder on screen: the one due at `due`, shown at `serverNow` (agency time) in the session begun at sessionStartedAt. */
export interface ShownReminder {
  due: string;
  sessionStartedAt: string;
  serverNow: number;
}

/** How long the player has been logged in, in whole hours and minutes. */
export function loggedInFor(sessionStartedAt: string, serverNow: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((serverNow - Date.parse(sessionStartedAt)) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
