/**
 * Player protection in the mock agency: each player's record, pending changes applied when the
 * mock's clock reaches them, and the figures the answers carry. The rules themselves (allowance,
 * what loosens, when a period ends, what a statement counts) are the money module's.
 */
import {
  depositAllowance,
  flowOf,
  limitUses,
  runningRestriction,
  statementMonths,
  type StatementOrder,
} from '@dokkham/api/money';
import type { ProtectionResponse } from '@dokkham/api/schemas';
import { LIMIT_WINDOWS } from '@dokkham/api/accountValues';
import { depositsOf, withdrawalsOf } from './queries';
import type { Db, PlayerRecord, ProtectionRecord } from './types';

const empty = (): ProtectionRecord => ({
  limits: { daily: null, weekly: null, monthly: null },
  pendingLimits: {},
  realityCheckMinutes: null,
  pendingRealityCheck: null,
  restriction: null,
});

/** The player's record with every pending change whose time has come applied, and an ended restriction gone. */
export function protectionOf(db: Db, playerId: string): ProtectionRecord {
  let record = db.protection.get(playerId);
  if (!record) {
    record = empty();
    db.protection.set(playerId, record);
  }
  const now = db.clock.now().getTime();
  for (const window of LIMIT_WINDOWS) {
    const pending = record.pendingLimits[window];
    if (pending && Date.parse(pending.appliesAt) <= now) {
      record.limits[window] = pending.amount;
      delete record.pendingLimits[window];
    }
  }
  if (record.pendingRealityCheck && Date.parse(record.pendingRealityCheck.appliesAt) <= now) {
    record.realityCheckMinutes = record.pendingRealityCheck.minutes;
    record.pendingRealityCheck = null;
  }
  record.restriction = runningRestriction(record.restriction, db.clock.now());
  return record;
}

/** What the next deposit may be at most (null: no limit). */
export function allowanceOf(db: Db, playerId: string) {
  return depositAllowance(protectionOf(db, playerId).limits, depositsOf(db, playerId), db.clock.now());
}

/** When the request's session began: its cookie's session, else the default session's start. */
export function sessionStart(db: Db, player: PlayerRecord, token: string | null): string {
  const session = token ? db.sessions.get(token) : undefined;
  return session?.createdAt ?? db.defaultSessionStartedAt ?? db.clock.iso();
}

export function protectionView(db: Db, player: PlayerRecord, token: string | null): ProtectionResponse {
  const record = protectionOf(db, player.id);
  const now = db.clock.now();
  const uses = limitUses(record.limits, depositsOf(db, player.id), now);
  const pendingRc = record.pendingRealityCheck;
  return {
    currency: 'LAK',
    limits: uses.map((use) => ({
      window: use.window,
      amount: use.limit,
      used: use.used,
      remaining: use.remaining,
      pending: record.pendingLimits[use.window] ?? null,
    })),
    allowance: allowanceOf(db, player.id),
    realityCheck: {
      minutes: record.realityCheckMinutes,
      pending: pendingRc ? { minutes: pendingRc.minutes, appliesAt: pendingRc.appliesAt } : null,
    },
    restriction: record.restriction,
    sessionStartedAt: sessionStart(db, player, token),
    serverTime: db.clock.iso(),
  };
}

/** The player's settled orders as the statement counts them (kip). */
function statementOrders(db: Db, playerId: string): StatementOrder[] {
  return [
    ...depositsOf(db, playerId).map((d) => ({ kind: 'deposit' as const, amount: d.amount, status: d.status, at: d.createdAt })),
    ...withdrawalsOf(db, playerId).map((w) => ({ kind: 'withdrawal' as const, amount: w.amount, status: w.status, at: w.createdAt })),
  ];
}

export function statementView(db: Db, player: PlayerRecord, token: string | null) {
  const orders = statementOrders(db, player.id);
  const now = db.clock.now();
  const end = now.getTime() + 1;
  const months = statementMonths(now).map((m) => ({ month: m.month, ...flowOf(orders, m.from, Math.min(m.to, end)) }));
  const startedAt = sessionStart(db, player, token);
  return {
    currency: 'LAK' as const,
    months,
    totals: [3, 6, 12].map((count) => ({ months: count, ...flowOf(orders, statementMonths(now, count)[0]?.from ?? 0, end) })),
    session: { startedAt, ...flowOf(orders, Date.parse(startedAt), end) },
  };
}
