/**
 * Player protection's rules (packages/api/README.md "Player protection"): what a deposit limit
 * leaves, when a change applies, when a break or self-exclusion ends, what a statement counts.
 * The deposit form shows and checks with these, and the mock agency decides with them, so the
 * allowance the player reads is the one the agency applies.
 */
import type { Decimal, OrderStatus, OrderStatusSeen } from '../schemas/common';
import type { BreakPeriod, DepositAllowance, ExclusionPeriod, Flow, LimitWindow } from '../areas/protection/schemas';
import { LIMIT_WINDOWS, REALITY_CHECK_OPTIONS, RESTRICTION_KINDS } from '../accountValues';
import { BANK_CURRENCY, add, compare, subtract, toCurrency } from './arithmetic';
import { fail, type RuleResult } from './rules';

export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];
export type RealityCheckOption = (typeof REALITY_CHECK_OPTIONS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How far back each limit looks: the last 24 hours, 7 days, 30 days (rolling, not calendar). */
export const LIMIT_WINDOW_MS: Record<LimitWindow, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY };

/** A raise or removal of a limit, or a longer (or no) reality check, waits this long (RTS 12, 13). */
export const LOOSENING_DELAY_MS = DAY;

/** Limits in kip; null: no limit in that window. */
export type DepositLimits = Record<LimitWindow, Decimal | null>;

/** A deposit as the limits see it (its status as parsed: upper-case). */
export interface CountedDeposit {
  amount: Decimal;
  status: OrderStatusSeen;
  createdAt: string;
}

/** An open order holds its amount; paid and credited ones count; cancelled, failed, rejected, expired do not. */
const COUNTED: ReadonlySet<OrderStatusSeen> = new Set<OrderStatus>(['OPEN', 'PAID', 'SUCCESS']);

/** Kip deposited (or held by open orders) within the window ending now. */
export function depositedWithin(deposits: readonly CountedDeposit[], window: LimitWindow, now: Date): Decimal {
  const since = now.getTime() - LIMIT_WINDOW_MS[window];
  let sum = '0';
  for (const d of deposits) {
    if (!COUNTED.has(d.status)) continue;
    const at = Date.parse(d.createdAt);
    if (at > since && at <= now.getTime()) sum = add(sum, d.amount);
  }
  return toCurrency(sum, BANK_CURRENCY);
}

export interface LimitUse {
  window: LimitWindow;
  limit: Decimal | null;
  used: Decimal;
  /** What is left of the limit (never below 0); null without a limit. */
  remaining: Decimal | null;
}

/** Each window's limit, what counts against it and what is left, in LIMIT_WINDOWS order. */
export function limitUses(limits: DepositLimits, deposits: readonly CountedDeposit[], now: Date): LimitUse[] {
  return LIMIT_WINDOWS.map((window) => {
    const limit = limits[window];
    const used = depositedWithin(deposits, window, now);
    if (limit === null) return { window, limit, used, remaining: null };
    const left = subtract(limit, used);
    return { window, limit, used, remaining: toCurrency(compare(left, '0') < 0 ? '0' : left, BANK_CURRENCY) };
  });
}

/** The allowance that applies: the lowest remaining of the limits set (the first window on a tie), or null without limits. */
export function depositAllowance(limits: DepositLimits, deposits: readonly CountedDeposit[], now: Date): DepositAllowance | null {
  let lowest: DepositAllowance | null = null;
  for (const use of limitUses(limits, deposits, now)) {
    if (use.remaining === null) continue;
    if (!lowest || compare(use.remaining, lowest.remaining) < 0) lowest = { remaining: use.remaining, window: use.window };
  }
  return lowest;
}

/** A deposit of `amount` kip under the allowance: ok, or DEPOSIT_LIMIT_EXCEEDED with what is left and which limit binds. */
export function checkDepositLimit(amount: Decimal, allowance: DepositAllowance | null): RuleResult<object> {
  if (!allowance || compare(amount, allowance.remaining) <= 0) return { ok: true };
  return fail('DEPOSIT_LIMIT_EXCEEDED', { remaining: allowance.remaining, window: allowance.window });
}

/**
 * Does a new limit loosen the current one (a raise, or no limit where there was one)? Loosening
 * waits LOOSENING_DELAY_MS; tightening (lower, or a limit where there was none) applies at once.
 */
export function loosensLimit(current: Decimal | null, next: Decimal | null): boolean {
  if (current === null) return false;
  return next === null || compare(next, current) > 0;
}

/** Minutes of a reality-check option (null: off). */
export function realityCheckMinutes(option: RealityCheckOption): number | null {
  return option === 'off' ? null : Number(option);
}

/** Does a new interval loosen the current one (longer, or off where one was on)? Shortening applies at once. */
export function loosensRealityCheck(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** When a break or self-exclusion that starts at `start` ends (months and years by the calendar, in UTC). */
export function restrictionEnd(period: BreakPeriod | ExclusionPeriod, start: Date): Date {
  const end = new Date(start.getTime());
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY);
    case '7d':
      return new Date(start.getTime() + 7 * DAY);
    case '30d':
      return new Date(start.getTime() + 30 * DAY);
    case '6w':
      return new Date(start.getTime() + 42 * DAY);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export interface RestrictionLike {
  kind: RestrictionKind;
  endsAt: string;
}

/** The restriction still running at `now`, or null (one that has ended is as good as none). */
export function runningRestriction<R extends RestrictionLike>(restriction: R | null | undefined, now: Date): R | null {
  return restriction && Date.parse(restriction.endsAt) > now.getTime() ? restriction : null;
}

/** Deposits, promotion claims and games while a break or self-exclusion runs: refused with its end. */
export function checkRestriction(restriction: RestrictionLike | null | undefined, now: Date): RuleResult<object> {
  const running = runningRestriction(restriction, now);
  if (!running) return { ok: true };
  return fail(running.kind === 'BREAK' ? 'PLAYER_ON_BREAK' : 'PLAYER_SELF_EXCLUDED', { endsAt: running.endsAt });
}

/**
 * The reality check's next reminder: the first multiple of the interval since the session began
 * that is later than `acknowledged` (the last reminder the player answered; the session's start
 * when none). Null when it is off.
 */
export function nextRealityCheck(startedAt: string, minutes: number | null, acknowledged?: string | null): Date | null {
  if (!minutes) return null;
  const start = Date.parse(startedAt);
  const step = minutes * 60_000;
  const after = Math.max(start, acknowledged ? Date.parse(acknowledged) : start);
  const n = Math.floor((after - start) / step) + 1;
  return new Date(start + n * step);
}

/** A settled order as the statement counts it: deposits the bank paid (PAID, SUCCESS), withdrawals paid out (SUCCESS). */
export interface StatementOrder {
  kind: 'deposit' | 'withdrawal';
  amount: Decimal;
  status: OrderStatusSeen;
  at: string;
}

export function countsInStatement(order: StatementOrder): boolean {
  const { status } = order;
  return order.kind === 'deposit' ? status === 'PAID' || status === 'SUCCESS' : status === 'SUCCESS';
}

/** The flow of the orders within [from, to). */
export function flowOf(orders: readonly StatementOrder[], from: number, to: number): Flow {
  let deposited = '0';
  let withdrawn = '0';
  for (const o of orders) {
    const at = Date.parse(o.at);
    if (at < from || at >= to || !countsInStatement(o)) continue;
    if (o.kind === 'deposit') deposited = add(deposited, o.amount);
    else withdrawn = add(withdrawn, o.amount);
  }
  return {
    deposited: toCurrency(deposited, BANK_CURRENCY),
    withdrawn: toCurrency(withdrawn, BANK_CURRENCY),
    net: toCurrency(subtract(deposited, withdrawn), BANK_CURRENCY),
  };
}

/** The statement's months are Lao calendar months (UTC+7, no daylight saving). */
const LAO_OFFSET_MS = 7 * HOUR;

/** The last `count` Lao calendar months up to the one holding `now`, oldest first: 'YYYY-MM' with their bounds (epoch ms). */
export function statementMonths(now: Date, count = 12): { month: string; from: number; to: number }[] {
  const local = new Date(now.getTime() + LAO_OFFSET_MS);
  const months = [];
  for (let i = count - 1; i >= 0; i--) {
    const y = local.getUTCFullYear();
    const m = local.getUTCMonth() - i;
    const from = Date.UTC(y, m, 1) - LAO_OFFSET_MS;
    const to = Date.UTC(y, m + 1, 1) - LAO_OFFSET_MS;
    const start = new Date(from + LAO_OFFSET_MS);
    months.push({ month: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, from, to });
  }
  return months;
}
