/**
 * What a status change of an order in flight tells the player (pure, unit-tested): the watcher
 * (useOrderWatcher) compares each poll of the open orders with the one before, and asks here which
 * toast, if any, a change deserves.
 */

export type OrderKind = 'deposit' | 'withdrawal';

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
  return NOTICES[kind][status.toUpperCase()] ?? null;
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
 * No double toast: the screen that shows an order (the deposit QR dialog) announces its statuses
 * itself (its success state and its own 'deposit successful' toast), so it claims the order while
 * it is mounted and notes each status it has shown. The watcher stays silent for a claimed order,
 * and after the dialog closed, for a status the dialog already showed; it still refetches the
 * credits and histories. An order the dialog left while OPEN gets its toasts from the watcher.
 */
const claimed = new Map<string, number>();
const shown = new Map<string, string>();

/** The screen shows this order from now until the returned release is called. */
export function claimOrder(code: string): () => void {
  claimed.set(code, (claimed.get(code) ?? 0) + 1);
  return () => {
    const count = (claimed.get(code) ?? 1) - 1;
    if (count > 0) claimed.set(code, count);
    else claimed.delete(code);
  };
}

/** The screen has shown this status of the order. */
export function noteShown(code: string, status: string): void {
  shown.set(code, status.toUpperCase());
}

/** Whether a screen has announced (or is announcing) this status of the order already. */
export function shownOnScreen(code: string, status: string): boolean {
  return claimed.has(code) || shown.get(code) === status.toUpperCase();
}

/** Tests: forget every claim. */
export function resetShownOrders(): void {
  claimed.clear();
  shown.clear();
}
