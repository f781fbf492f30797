/**
 * What a status change of an order in flight tells the player (pure, unit-tested): the watcher
 * (useOrderWatcher) compares each poll of the open orders with the one before, and asks here which
 * toast, if any, a change deserves; and which screen has claimed an order (it shows the order,
 * polls it and announces it itself).
 */
import type { OrderKind } from './pollPolicy';

export type { OrderKind };

/** The toasts of orders in flight (SPEC §8 success messages, 'withdrawal rejected', 'cannot withdraw'). */
export type OrderNotice =
  | 'depositPaid'
  | 'depositSuccess'
  | 'depositFailed'
  | 'depositRejected'
  | 'withdrawalSuccess'
  | 'withdrawalRejected'
  | 'withdrawalFailed';

const NOTICES: Record<OrderKind, Partial<Record<string, OrderNotice>>> = {
  deposit: { PAID: 'depositPaid', SUCCESS: 'depositSuccess', FAILED: 'depositFailed', REJECTED: 'depositRejected' },
  withdrawal: { SUCCESS: 'withdrawalSuccess', REJECTED: 'withdrawalRejected', FAILED: 'withdrawalFailed' },
};

/**
 * The toast for an order that now has `status`, or null. OPEN says nothing new; CANCELED is the
 * player's own cancel or the QR's expiry, both already on the screen that caused them.
 */
export function noticeFor(kind: OrderKind, status: string): OrderNotice | null {
  return NOTICES[kind][status] ?? null;
}

export interface OrderState {
  code: string;
  status: string;
}

export interface OpenOrdersDiff {
  /** Still open, with another status than before (a deposit OPEN -> PAID). */
  changed: OrderState[];
  /** Open before, gone now: settled; its outcome is in the history. */
  left: string[];
}

/** Before (code -> status) against the open orders now. New orders are neither: nothing happened to them yet. */
export function diffOpenOrders(before: ReadonlyMap<string, string>, now: readonly OrderState[]): OpenOrdersDiff {
  const codes = new Set(now.map((o) => o.code));
  return {
    changed: now.filter((o) => before.has(o.code) && before.get(o.code) !== o.status),
    left: [...before.keys()].filter((code) => !codes.has(code)),
  };
}

/*
 * No double toast, no double poll: the screen that shows an order (the deposit QR dialog, the
 * withdraw waiting state) tracks and announces it itself (its states, the dialog's own 'deposit
 * successful' toast), so it claims the order while it is mounted and notes each status it has
 * shown. The watcher neither toasts nor polls for a claimed order (the screen's polls refresh the
 * same list), and after the screen closed it stays silent for a status the screen already showed.
 * An order a screen left while OPEN gets its toasts from the watcher.
 */
const claimed = new Map<string, number>();
const shown = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** The screen shows this order from now until the returned release is called. */
export function claimOrder(code: string): () => void {
  claimed.set(code, (claimed.get(code) ?? 0) + 1);
  changed();
  return () => {
    const count = (claimed.get(code) ?? 1) - 1;
    if (count > 0) claimed.set(code, count);
    else claimed.delete(code);
    changed();
  };
}

/** Whether a screen shows this order now. */
export function isClaimed(code: string): boolean {
  return claimed.has(code);
}

/** For useSyncExternalStore: claims change when a screen opens or closes an order. */
export function subscribeClaims(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const claimsVersion = (): number => version;

/** The screen has shown this status of the order. */
export function noteShown(code: string, status: string): void {
  shown.set(code, status);
}

/** Whether a screen has announced (or is announcing) this status of the order already. */
export function shownOnScreen(code: string, status: string): boolean {
  return claimed.has(code) || shown.get(code) === status;
}

/** Tests: forget every claim. */
export function resetShownOrders(): void {
  claimed.clear();
  shown.clear();
  changed();
}
