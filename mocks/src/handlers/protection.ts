import {
  LOOSENING_DELAY_MS,
  checkRestriction,
  loosensLimit,
  loosensRealityCheck,
  realityCheckMinutes,
  restrictionEnd,
  runningRestriction,
} from '@dokkham/api/money';
import { LIMIT_WINDOWS } from '@dokkham/api/accountValues';
import { protectionOf, protectionView, statementView } from '../db/protection';
import type { Db, PlayerRecord } from '../db/types';
import { fail } from './errors';
import { checkThrottle, clearFailures, recordFailure } from './throttle';
import type { Routes } from './types';

/**
 * Deposits, promotion claims and games refuse a player on a break or self-excluded (the agency's
 * guard; the app's screens say so first, for the player's convenience).
 */
export function refuseIfRestricted(db: Db, player: PlayerRecord): void {
  const check = checkRestriction(protectionOf(db, player.id).restriction, db.clock.now());
  if (!check.ok) fail(check.code, check.params);
}

const later = (db: Db) => new Date(db.clock.now().getTime() + LOOSENING_DELAY_MS).toISOString();

export const protectionRoutes = {
  protection: ({ me, db, sessionToken }) => protectionView(db, me(), sessionToken),

  /**
   * Each window: the same limit as in force keeps any pending change; a tighter one (or a first)
   * applies at once and drops a pending raise; a looser one (higher, or none) is pending for 24
   * hours, replacing an earlier pending one, the old limit holding meanwhile.
   */
  setDepositLimits: ({ me, db, body, sessionToken }) => {
    const player = me();
    const record = protectionOf(db, player.id);
    for (const window of LIMIT_WINDOWS) {
      const next = body[window] === '' ? null : body[window];
      const current = record.limits[window];
      if (next === current) continue;
      if (loosensLimit(current, next)) record.pendingLimits[window] = { amount: next, appliesAt: later(db) };
      else {
        record.limits[window] = next;
        delete record.pendingLimits[window];
      }
    }
    return protectionView(db, player, sessionToken);
  },

  setRealityCheck: ({ me, db, body, sessionToken }) => {
    const player = me();
    const record = protectionOf(db, player.id);
    const next = realityCheckMinutes(body.realityCheckMinutes);
    if (next !== record.realityCheckMinutes) {
      if (loosensRealityCheck(record.realityCheckMinutes, next)) record.pendingRealityCheck = { minutes: next, appliesAt: later(db) };
      else {
        record.realityCheckMinutes = next;
        record.pendingRealityCheck = null;
      }
    }
    return protectionView(db, player, sessionToken);
  },

  cancelPendingChange: ({ me, db, body, sessionToken }) => {
    const player = me();
    const record = protectionOf(db, player.id);
    if (body.setting === 'realityCheck') record.pendingRealityCheck = null;
    else delete record.pendingLimits[body.setting];
    return protectionView(db, player, sessionToken);
  },

  /** Starts at once; refused while a break or self-exclusion runs (a break cannot be shortened, replaced or stacked). */
  takeBreak: ({ me, db, body, sessionToken }) => {
    const player = me();
    const record = protectionOf(db, player.id);
    refuseIfRestricted(db, player);
    const now = db.clock.now();
    record.restriction = { kind: 'BREAK', period: body.period, startedAt: now.toISOString(), endsAt: restrictionEnd(body.period, now).toISOString() };
    return protectionView(db, player, sessionToken);
  },

  /**
   * With the password (slowed like a password change) and the explicit confirmation (the schema).
   * Allowed during a break (it ends later than any break); ends every other session of the player.
   */
  selfExclude: ({ me, db, body, headers, sessionToken }) => {
    const player = me();
    const throttle = `password:${player.id}`;
    checkThrottle(db, throttle, headers);
    if (player.password !== body.password) {
      recordFailure(db, throttle);
      fail('PASSWORD_INCORRECT');
    }
    clearFailures(db, throttle);
    const record = protectionOf(db, player.id);
    const running = runningRestriction(record.restriction, db.clock.now());
    if (running?.kind === 'SELF_EXCLUSION') fail('PLAYER_SELF_EXCLUDED', { endsAt: running.endsAt });
    const now = db.clock.now();
    record.restriction = {
      kind: 'SELF_EXCLUSION',
      period: body.period,
      startedAt: now.toISOString(),
      endsAt: restrictionEnd(body.period, now).toISOString(),
    };
    for (const [token, session] of db.sessions) if (session.playerId === player.id && token !== sessionToken) db.sessions.delete(token);
    return protectionView(db, player, sessionToken);
  },

  activityStatement: ({ me, db, sessionToken }) => statementView(db, me(), sessionToken),
} satisfies Partial<Routes>;
