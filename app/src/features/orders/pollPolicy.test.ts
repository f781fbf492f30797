import type { OrderStatusSeen } from '@dokkham/api';
import { describe, expect, it } from 'vitest';
import { isFinalStatus, ORDER_POLL_FAST_FOR_MS, ORDER_POLL_MS, ORDER_POLL_SLOW_MS, orderPollDelay } from './pollPolicy';

const at = (since: number, now: number, more: Partial<Parameters<typeof orderPollDelay>[0]> = {}) =>
  orderPollDelay({ since, now, visible: true, final: false, ...more });

describe('orderPollDelay: how often an order in flight is asked', () => {
  it('every 2 s for the first minute after the order was created or resumed', () => {
    expect(at(0, 0)).toBe(ORDER_POLL_MS);
    expect(at(0, ORDER_POLL_FAST_FOR_MS - 1)).toBe(2000);
  });

  it('then every 10 s', () => {
    expect(at(0, ORDER_POLL_FAST_FOR_MS)).toBe(ORDER_POLL_SLOW_MS);
    expect(at(0, 30 * 60_000)).toBe(10_000);
  });

  it('never in a hidden tab', () => expect(at(0, 1000, { visible: false })).toBe(false));

  it('not after a final status', () => expect(at(0, 1000, { final: true })).toBe(false));

  it('not once the QR has expired, and as usual before', () => {
    expect(at(0, 5000, { expiresAt: 5000 })).toBe(false);
    expect(at(0, 4999, { expiresAt: 5000 })).toBe(ORDER_POLL_MS);
    expect(at(0, 90_000, { expiresAt: 120_000 })).toBe(ORDER_POLL_SLOW_MS);
  });
});

describe('isFinalStatus: when there is nothing more to wait for', () => {
  it.each([
    ['deposit', 'OPEN', false],
    ['deposit', 'PAID', false],
    ['deposit', 'SUCCESS', true],
    ['deposit', 'CANCELED', true],
    ['deposit', 'FAILED', true],
    ['withdrawal', 'OPEN', false],
    ['withdrawal', 'PAID', true],
    ['withdrawal', 'REJECTED', true],
    ['withdrawal', 'SOMETHING_NEW', true],
  ] as const)('%s %s: %s', (kind, status, final) => expect(isFinalStatus(kind, status as OrderStatusSeen)).toBe(final));
});
