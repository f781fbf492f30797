import { attachApiClient, queryKeys, type ApiClient, type DepositOrder, type Withdrawal } from '@dokkham/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOrder, resetShownOrders } from './orderNotices';
import { ORDER_POLL_FAST_FOR_MS, ORDER_POLL_MS, ORDER_POLL_SLOW_MS } from './pollPolicy';
import { useTrackedOrder, useWatchedOrders } from './tracker';

const withdrawal = (status: Withdrawal['status']): Withdrawal => ({
  code: 'W-1',
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt: '2026-11-29T10:00:00Z',
  provider: 'gclub',
  bankAccountId: 'ba-1',
  bankCode: 'BCEL',
  bankName: 'BCEL',
  accountName: 'DEMO PLAYER',
  accountNumber: '0101000000000001',
  credit: '100.00',
  bonusDeducted: '0.00',
  creditReceived: '100.00',
  creditReturned: '0.00',
  rate: '640',
  amount: '64000',
  currency: 'LAK',
  status,
  usageId: null,
});

const deposit = (status: DepositOrder['status']): DepositOrder => ({
  code: 'D-1',
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt: '2026-11-29T10:00:00Z',
  provider: 'gclub',
  mid: 'MID-1',
  bankCode: 'BCEL',
  amount: '500000',
  currency: 'LAK',
  rate: '650',
  credit: '769.23',
  promotionCredit: '0.00',
  totalCredit: '769.23',
  status,
  expiresAt: '2026-11-29T10:15:00Z',
  paidAt: null,
  usageId: null,
});

/** A stand-in agency: the open lists and histories it answers now, and every request it got. */
function agency() {
  const state = { openWithdrawals: [withdrawal('OPEN')], withdrawals: [] as Withdrawal[], openDeposits: [deposit('OPEN')], deposits: [] as DepositOrder[] };
  const asked: string[] = [];
  const request = (name: string) => {
    asked.push(name);
    const answers: Record<string, unknown> = {
      openWithdrawals: { withdrawals: state.openWithdrawals },
      withdrawals: { items: state.withdrawals, page: 1, pageSize: 20, total: state.withdrawals.length },
      openDeposits: { orders: state.openDeposits },
      deposits: { items: state.deposits, page: 1, pageSize: 20, total: state.deposits.length },
    };
    return Promise.resolve(answers[name]);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachApiClient(queryClient, { request } as unknown as ApiClient);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const count = (name: string) => asked.filter((n) => n === name).length;
  return { state, asked, count, queryClient, wrapper };
}

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00Z') });
  setVisibility('visible');
  resetShownOrders();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTrackedOrder: one order followed to its end', () => {
  it('asks every 2 s for the first minute, then every 10 s', async () => {
    const a = agency();
    renderHook(() => useTrackedOrder('withdrawal', withdrawal('OPEN')), { wrapper: a.wrapper });
    await later(0);
    expect(a.count('openWithdrawals')).toBe(1);
    await later(ORDER_POLL_MS);
    expect(a.count('openWithdrawals')).toBe(2);
    await later(ORDER_POLL_FAST_FOR_MS);
    const afterMinute = a.count('openWithdrawals');
    expect(afterMinute).toBeGreaterThanOrEqual(30);
    await later(ORDER_POLL_MS);
    await later(ORDER_POLL_SLOW_MS - ORDER_POLL_MS - 1);
    // At most the one poll already under way at the minute's end: the rest come every 10 s.
    expect(a.count('openWithdrawals') - afterMinute).toBeLessThanOrEqual(1);
    const slow = a.count('openWithdrawals');
    await later(ORDER_POLL_SLOW_MS);
    expect(a.count('openWithdrawals')).toBe(slow + 1);
  });

  it('never in a hidden tab; at once when it is visible again, fast again', async () => {
    const a = agency();
    renderHook(() => useTrackedOrder('withdrawal', withdrawal('OPEN')), { wrapper: a.wrapper });
    await later(2 * ORDER_POLL_FAST_FOR_MS);
    act(() => setVisibility('hidden'));
    const hidden = a.count('openWithdrawals');
    await later(5 * ORDER_POLL_SLOW_MS);
    expect(a.count('openWithdrawals')).toBe(hidden);
    act(() => setVisibility('visible'));
    await later(0);
    expect(a.count('openWithdrawals')).toBe(hidden + 1);
    // Back from the bank app: the fast minute again.
    await later(ORDER_POLL_MS);
    expect(a.count('openWithdrawals')).toBe(hidden + 2);
  });

  it('asks at once when the window regains focus (one request for focus and visibility together)', async () => {
    const a = agency();
    renderHook(() => useTrackedOrder('withdrawal', withdrawal('OPEN')), { wrapper: a.wrapper });
    await later(2 * ORDER_POLL_FAST_FOR_MS);
    const before = a.count('openWithdrawals');
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await later(0);
    expect(a.count('openWithdrawals')).toBe(before + 1);
  });

  it('once it left the open list, the history says how it ended; then nothing more is asked and what it changed is', async () => {
    const a = agency();
    const invalidated = vi.spyOn(a.queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useTrackedOrder('withdrawal', withdrawal('OPEN')), { wrapper: a.wrapper });
    await later(0);
    expect(result.current.final).toBe(false);
    a.state.openWithdrawals = [];
    a.state.withdrawals = [withdrawal('SUCCESS')];
    await later(ORDER_POLL_MS);
    // The open list's answer, then the history's (each a render and a request later).
    for (let i = 0; i < 5; i += 1) await later(10);
    expect(result.current).toMatchObject({ final: true, latest: { status: 'SUCCESS' } });
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(queryKeys.player.credits.all());
    const asked = a.asked.length;
    await later(5 * ORDER_POLL_SLOW_MS);
    expect(a.asked.length).toBe(asked);
  });

  it('asks nothing for an order shown already final', async () => {
    const a = agency();
    renderHook(() => useTrackedOrder('withdrawal', withdrawal('REJECTED')), { wrapper: a.wrapper });
    await later(ORDER_POLL_SLOW_MS);
    expect(a.asked).toEqual([]);
  });

  it('stops at the QR’s expiry, on this device’s clock (the server’s clock runs 30 s ahead)', async () => {
    const a = agency();
    const readAt = Date.now();
    const expiry = { expiresAt: new Date(readAt + 30_000 + 20_000).toISOString(), serverTime: new Date(readAt + 30_000).toISOString(), readAt };
    renderHook(() => useTrackedOrder('deposit', deposit('OPEN'), { expiry }), { wrapper: a.wrapper });
    await later(19_000);
    const beforeExpiry = a.count('openDeposits');
    expect(beforeExpiry).toBeGreaterThanOrEqual(9);
    await later(ORDER_POLL_MS);
    await later(ORDER_POLL_SLOW_MS * 3);
    expect(a.count('openDeposits')).toBeLessThanOrEqual(beforeExpiry + 1);
  });
});

describe('useWatchedOrders: the watcher', () => {
  it('asks while an order is open and no screen shows it', async () => {
    const a = agency();
    renderHook(() => useWatchedOrders('withdrawal'), { wrapper: a.wrapper });
    await later(0);
    await later(ORDER_POLL_MS);
    expect(a.count('openWithdrawals')).toBe(2);
    a.state.openWithdrawals = [];
    await later(ORDER_POLL_MS);
    const settled = a.count('openWithdrawals');
    await later(ORDER_POLL_SLOW_MS * 2);
    expect(a.count('openWithdrawals')).toBe(settled);
  });

  it('leaves an order a screen shows to that screen', async () => {
    const a = agency();
    let release = () => {};
    act(() => {
      release = claimOrder('W-1');
    });
    renderHook(() => useWatchedOrders('withdrawal'), { wrapper: a.wrapper });
    await later(0);
    await later(ORDER_POLL_MS * 3);
    expect(a.count('openWithdrawals')).toBe(1);
    act(() => release());
    await later(ORDER_POLL_MS);
    expect(a.count('openWithdrawals')).toBe(2);
  });
});
