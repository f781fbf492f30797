import { describe, expect, it } from 'vitest';
import {
  checkDepositLimit,
  checkRestriction,
  depositAllowance,
  flowOf,
  limitUses,
  loosensLimit,
  loosensRealityCheck,
  nextRealityCheck,
  restrictionEnd,
  statementMonths,
  type StatementOrder,
} from './protection';
import type { OrderStatus } from '../schemas/common';

const NOW = new Date('2025-03-14T02:30:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const d = (amount: string, status: OrderStatus, msAgo: number) => ({ amount, status, createdAt: ago(msAgo) });

describe('deposit limits', () => {
  const deposits = [
    d('300000', 'OPEN', HOUR), // an open order holds its amount
    d('200000', 'PAID', 2 * HOUR),
    d('100000', 'SUCCESS', 23 * HOUR),
    d('900000', 'CANCELED', HOUR), // cancelled, failed, rejected do not count
    d('900000', 'FAILED', HOUR),
    d('900000', 'REJECTED', HOUR),
    d('400000', 'SUCCESS', 25 * HOUR), // outside the day, inside the week
    d('800000', 'SUCCESS', 8 * 24 * HOUR), // outside the week, inside the month
    d('5000000', 'SUCCESS', 31 * 24 * HOUR), // outside every window
  ];

  it('counts open, paid and credited deposits in each rolling window', () => {
    const uses = limitUses({ daily: '1000000', weekly: null, monthly: '2000000' }, deposits, NOW);
    expect(uses).toEqual([
      { window: 'daily', limit: '1000000', used: '600000', remaining: '400000' },
      { window: 'weekly', limit: null, used: '1000000', remaining: null },
      { window: 'monthly', limit: '2000000', used: '1800000', remaining: '200000' },
    ]);
  });

  it('the lowest remaining applies; none without limits; never below 0', () => {
    expect(depositAllowance({ daily: '1000000', weekly: null, monthly: '2000000' }, deposits, NOW)).toEqual({ remaining: '200000', window: 'monthly' });
    expect(depositAllowance({ daily: null, weekly: null, monthly: null }, deposits, NOW)).toBeNull();
    expect(depositAllowance({ daily: '500000', weekly: null, monthly: null }, deposits, NOW)).toEqual({ remaining: '0', window: 'daily' });
  });

  it('refuses over the allowance with what is left and the window', () => {
    const allowance = { remaining: '200000', window: 'monthly' as const };
    expect(checkDepositLimit('200000', allowance)).toEqual({ ok: true });
    expect(checkDepositLimit('200001', allowance)).toEqual({ ok: false, code: 'DEPOSIT_LIMIT_EXCEEDED', params: { remaining: '200000', window: 'monthly' } });
    expect(checkDepositLimit('99999999', null)).toEqual({ ok: true });
  });

  it('a raise or a removal loosens; lower or a first limit does not', () => {
    expect(loosensLimit('100', '200')).toBe(true);
    expect(loosensLimit('100', null)).toBe(true);
    expect(loosensLimit('100', '50')).toBe(false);
    expect(loosensLimit(null, '50')).toBe(false);
    expect(loosensRealityCheck(15, 30)).toBe(true);
    expect(loosensRealityCheck(15, null)).toBe(true);
    expect(loosensRealityCheck(60, 15)).toBe(false);
    expect(loosensRealityCheck(null, 15)).toBe(false);
  });
});

describe('breaks and self-exclusion', () => {
  it('ends by the period: hours and days exactly, months and years by the calendar', () => {
    const start = new Date('2025-01-31T10:00:00.000Z');
    expect(restrictionEnd('24h', start).toISOString()).toBe('2025-02-01T10:00:00.000Z');
    expect(restrictionEnd('6w', start).toISOString()).toBe('2025-03-14T10:00:00.000Z');
    expect(restrictionEnd('6m', NOW).toISOString()).toBe('2025-09-14T02:30:00.000Z');
    expect(restrictionEnd('5y', NOW).toISOString()).toBe('2030-03-14T02:30:00.000Z');
  });

  it('refuses while it runs, with its end; not after', () => {
    const endsAt = new Date(NOW.getTime() + HOUR).toISOString();
    expect(checkRestriction({ kind: 'BREAK', endsAt }, NOW)).toEqual({ ok: false, code: 'PLAYER_ON_BREAK', params: { endsAt } });
    expect(checkRestriction({ kind: 'SELF_EXCLUSION', endsAt }, NOW)).toMatchObject({ code: 'PLAYER_SELF_EXCLUDED' });
    expect(checkRestriction({ kind: 'BREAK', endsAt }, new Date(NOW.getTime() + HOUR))).toEqual({ ok: true });
    expect(checkRestriction(null, NOW)).toEqual({ ok: true });
  });
});

describe('reality check', () => {
  it('falls due at each interval since the session began, after the last one answered', () => {
    const start = '2025-03-14T02:00:00.000Z';
    expect(nextRealityCheck(start, 15)?.toISOString()).toBe('2025-03-14T02:15:00.000Z');
    expect(nextRealityCheck(start, 15, '2025-03-14T02:15:00.000Z')?.toISOString()).toBe('2025-03-14T02:30:00.000Z');
    expect(nextRealityCheck(start, 15, '2025-03-14T02:40:00.000Z')?.toISOString()).toBe('2025-03-14T02:45:00.000Z');
    expect(nextRealityCheck(start, null)).toBeNull();
  });
});

describe('statement', () => {
  it('12 Lao calendar months, the current last; a month starts at midnight in Vientiane', () => {
    const months = statementMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe('2024-04');
    expect(months[11]).toEqual({ month: '2025-03', from: Date.parse('2025-02-28T17:00:00.000Z'), to: Date.parse('2025-03-31T17:00:00.000Z') });
  });

  it('counts deposits the bank paid and withdrawals paid out; net may be negative', () => {
    const orders: StatementOrder[] = [
      { kind: 'deposit' as const, amount: '500000', status: 'SUCCESS', at: ago(HOUR) },
      { kind: 'deposit' as const, amount: '100000', status: 'PAID', at: ago(HOUR) },
      { kind: 'deposit' as const, amount: '700000', status: 'OPEN', at: ago(HOUR) },
      { kind: 'withdrawal' as const, amount: '900000', status: 'SUCCESS', at: ago(HOUR) },
      { kind: 'withdrawal' as const, amount: '50000', status: 'OPEN', at: ago(HOUR) },
    ];
    expect(flowOf(orders, 0, NOW.getTime())).toEqual({ deposited: '600000', withdrawn: '900000', net: '-300000' });
  });
});
