/**
 * How often an order in flight is asked for its status: the QR dialog, the withdraw waiting state
 * and the order watcher all poll by this one policy (pure; the hooks are in tracker.ts). Payment
 * pages poll this way: often while the player is paying (the first minute after the order was
 * created or resumed, or the page came back into view from the bank app), then calmly; never in a
 * hidden tab; not after a final status or the QR's expiry. Plain values: E2E and stories move time
 * by them.
 */
import type { OrderStatusSeen } from '@dokkham/api';

/** The period of the first minute. */
export const ORDER_POLL_MS = 2000;
/** The period after it. */
export const ORDER_POLL_SLOW_MS = 10_000;
/** How long the fast period lasts. */
export const ORDER_POLL_FAST_FOR_MS = 60_000;

export type OrderKind = 'deposit' | 'withdrawal';

export interface PollState {
  /** When the order was created or resumed, or the page last came back into view (ms since the epoch). */
  since: number;
  now: number;
  /** Whether the page is visible (document.visibilityState). */
  visible: boolean;
  /** The order has its final status: nothing more will happen to it. */
  final: boolean;
  /** When its QR stops being payable (ms since the epoch), for a deposit shown with its QR. */
  expiresAt?: number | undefined;
}

/** The next poll's delay, or false: no poll. */
export function orderPollDelay({ since, now, visible, final, expiresAt }: PollState): number | false {
  if (final || !visible) return false;
  if (expiresAt !== undefined && now >= expiresAt) return false;
  return now - since < ORDER_POLL_FAST_FOR_MS ? ORDER_POLL_MS : ORDER_POLL_SLOW_MS;
}

/**
 * Whether an order has its final status (SPEC §4). OPEN waits; a deposit PAID waits for its credit
 * (SUCCESS follows); anything else, an unknown word included, is an end the tracker does not outwait.
 */
export function isFinalStatus(kind: OrderKind, status: OrderStatusSeen): boolean {
  return !(status === 'OPEN' || (kind === 'deposit' && status === 'PAID'));
}
