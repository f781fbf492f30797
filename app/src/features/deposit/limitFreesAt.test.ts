import type { DepositLimit, DepositOrder } from '@dokkham/api';
import { describe, expect, it } from 'vitest';
import { limitFreesAt } from './limitFreesAt';

const NOW = new Date('2025-03-14T02:30:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const deposit = (amount: string, hoursAgo: number, status = 'SUCCESS') => ({ amount, status, createdAt: ago(hoursAgo) }) as DepositOrder;
const daily = (amount: string, used: string): DepositLimit => ({
  window: 'daily',
  amount,
  used,
  remaining: String(Math.max(0, Number(amount) - Number(used))),
  pending: null,
});

describe('limitFreesAt', () => {
  it('is when the oldest deposit leaves the window, if that brings the count below the limit', () => {
    const at = limitFreesAt([daily('500000', '500000')], [deposit('500000', 2)], true, NOW);
    expect(at?.toISOString()).toBe(ago(2 - 24));
  });

  it('waits for as many deposits to leave as it takes (a limit lowered under what was used)', () => {
    const deposits = [deposit('300000', 20), deposit('300000', 10), deposit('100000', 1), deposit('900000', 5, 'CANCELED')];
    // 700,000 counted against 200,000: only when the second 300,000 leaves is it 100,000, below 200,000.
    expect(limitFreesAt([daily('200000', '700000')], deposits, true, NOW)?.toISOString()).toBe(ago(10 - 24));
  });

  it('takes the latest of the limits used up, and ignores those with something left', () => {
    const weekly: DepositLimit = { window: 'weekly', amount: '800000', used: '800000', remaining: '0', pending: null };
    const monthly: DepositLimit = { window: 'monthly', amount: '5000000', used: '800000', remaining: '4200000', pending: null };
    const deposits = [deposit('300000', 48), deposit('500000', 2)];
    expect(limitFreesAt([daily('500000', '500000'), weekly, monthly], deposits, true, NOW)?.toISOString()).toBe(ago(48 - 7 * 24));
  });

  it('cannot tell from an incomplete history, or one that does not add up to what the agency counts', () => {
    expect(limitFreesAt([daily('500000', '500000')], [deposit('500000', 2)], false, NOW)).toBeNull();
    expect(limitFreesAt([daily('500000', '500000')], [deposit('400000', 2)], true, NOW)).toBeNull();
  });

  it('has nothing to say while every limit has something left', () => {
    expect(limitFreesAt([daily('500000', '100000')], [deposit('100000', 2)], true, NOW)).toBeNull();
  });
});
