import { describe, expect, it } from 'vitest';
import {
  acknowledged,
  clockOffset,
  isAnswered,
  loggedInFor,
  parseRecord,
  reminderStep,
  type ReminderInput,
  type ReminderRecord,
} from './realityCheckSchedule';

const MINUTE = 60_000;
const START = '2025-03-14T02:00:00.000Z';
const at = (minutes: number) => Date.parse(START) + minutes * MINUTE;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();
const empty: ReminderRecord = { session: START, acknowledged: null, claim: null };

const step = (input: Partial<ReminderInput>) =>
  reminderStep({ sessionStartedAt: START, minutes: 15, record: empty, serverNow: at(0), tab: 'a', visible: true, ...input });

describe('the next reminder, on the agency clock', () => {
  it('is one interval after the session began, however far off the device clock is', () => {
    // The device is a year and 3 hours ahead: what it reads is corrected by the answer's serverTime.
    const serverTime = iso(5);
    const receivedAt = Date.parse('2026-03-14T05:05:00.000Z');
    const offset = clockOffset(serverTime, receivedAt);
    const serverNow = receivedAt + offset;
    expect(serverNow).toBe(at(5));
    expect(step({ serverNow })).toEqual({ kind: 'wait', due: iso(15), delay: 10 * MINUTE });
    // And a device clock behind the agency's.
    const behind = clockOffset(serverTime, Date.parse('2025-03-13T23:05:00.000Z'));
    expect(step({ serverNow: Date.parse('2025-03-13T23:05:00.000Z') + behind })).toEqual({ kind: 'wait', due: iso(15), delay: 10 * MINUTE });
  });

  it('is due at each interval since the session began, not since the page loaded', () => {
    expect(step({ serverNow: at(15) })).toMatchObject({ kind: 'show', due: iso(15) });
    expect(step({ serverNow: at(47), minutes: 30 })).toMatchObject({ kind: 'show', due: iso(30) });
  });

  it('comes one interval later once answered, even when answered late', () => {
    const answered = acknowledged(empty, at(15) + 20_000);
    expect(step({ record: answered, serverNow: at(16) })).toEqual({ kind: 'wait', due: iso(30), delay: 14 * MINUTE });
    // Left open for 20 minutes: the reminder of minute 30 passed meanwhile and is not shown at once.
    const late = acknowledged(empty, at(35));
    expect(step({ record: late, serverNow: at(35) })).toEqual({ kind: 'wait', due: iso(45), delay: 10 * MINUTE });
    expect(isAnswered(late, iso(30))).toBe(true);
    expect(isAnswered(late, iso(45))).toBe(false);
  });

  it('is nothing when the reality check is off', () => {
    expect(step({ minutes: null, serverNow: at(500) })).toEqual({ kind: 'off' });
  });

  it('follows a new interval at once', () => {
    expect(step({ minutes: 60, serverNow: at(20) })).toMatchObject({ kind: 'wait', due: iso(60) });
    expect(step({ minutes: 15, serverNow: at(20) })).toMatchObject({ kind: 'show', due: iso(15) });
  });
});

describe('one tab shows it', () => {
  it('the first visible tab claims it; another finds the claim and leaves it', () => {
    const first = step({ serverNow: at(15), tab: 'a' });
    expect(first).toEqual({ kind: 'show', due: iso(15), record: { ...empty, claim: { due: iso(15), tab: 'a' } } });
    const stored = first.kind === 'show' ? first.record : empty;
    expect(step({ record: stored, serverNow: at(15), tab: 'b' })).toEqual({ kind: 'elsewhere', due: iso(15) });
    // The claiming tab (reloaded, same tab id) shows it again until it is answered.
    expect(step({ record: stored, serverNow: at(16), tab: 'a' })).toMatchObject({ kind: 'show', due: iso(15) });
    // The tab that left it waits for the next one.
    expect(step({ record: stored, serverNow: at(16), tab: 'b', leftToOther: iso(15) })).toEqual({
      kind: 'wait',
      due: iso(30),
      delay: 14 * MINUTE,
    });
  });

  it('a hidden tab defers, then finds the claim of the tab that was visible', () => {
    expect(step({ serverNow: at(15), tab: 'b', visible: false })).toEqual({ kind: 'hidden', due: iso(15) });
    const claimed: ReminderRecord = { ...empty, claim: { due: iso(15), tab: 'a' } };
    expect(step({ record: claimed, serverNow: at(18), tab: 'b', visible: true })).toEqual({ kind: 'elsewhere', due: iso(15) });
  });

  it('an answer in one tab is seen by every tab', () => {
    const answered = acknowledged({ ...empty, claim: { due: iso(15), tab: 'a' } }, at(16));
    expect(answered.claim).toBeNull();
    expect(isAnswered(answered, iso(15))).toBe(true);
    expect(step({ record: answered, serverNow: at(17), tab: 'b' })).toMatchObject({ kind: 'wait', due: iso(30) });
  });

  it('a claim of an earlier reminder does not hold back the next one', () => {
    const old: ReminderRecord = { ...empty, claim: { due: iso(15), tab: 'a' } };
    expect(step({ record: old, serverNow: at(30), tab: 'b', leftToOther: iso(15) })).toMatchObject({ kind: 'show', due: iso(30) });
  });
});

describe('the stored record', () => {
  it('belongs to its session: another session, a malformed or a missing one reads as empty', () => {
    const record: ReminderRecord = { session: START, acknowledged: iso(15), claim: { due: iso(15), tab: 'a' } };
    expect(parseRecord(JSON.stringify(record), START)).toEqual(record);
    expect(parseRecord(JSON.stringify(record), '2025-03-14T05:00:00.000Z')).toEqual({ ...empty, session: '2025-03-14T05:00:00.000Z' });
    expect(parseRecord('{not json', START)).toEqual(empty);
    expect(parseRecord(JSON.stringify({ session: START, acknowledged: 'soon', claim: { due: 5 } }), START)).toEqual(empty);
    expect(parseRecord(null, START)).toEqual(empty);
  });
});

describe('loggedInFor', () => {
  it('counts whole hours and minutes since the session began', () => {
    expect(loggedInFor(START, at(15) + 30_000)).toEqual({ hours: 0, minutes: 15 });
    expect(loggedInFor(START, at(125))).toEqual({ hours: 2, minutes: 5 });
    expect(loggedInFor(START, at(-1))).toEqual({ hours: 0, minutes: 0 });
  });
});
