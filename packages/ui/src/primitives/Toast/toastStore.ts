import type { ReactNode } from 'react';

/**
 * What Radix Toast does not do (the Toaster renders this store on it): toasts raised from anywhere
 * (mutation callbacks too), SPEC §4's one at a time, and SPEC §4's removal of a dismissed toast
 * only after a very long delay. Timers, pausing, swiping, F8 and announcing are Radix's.
 */
export const TOAST_LIMIT = 1;
/** SPEC §9: 5000 ms unless a toast says otherwise (the Toaster gives it to Radix's provider). */
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration: number;
  action?: ToastAction;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

let toasts: readonly ToastData[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
// A counter, not random ids: stories and screenshots stay deterministic.
let counter = 0;

function emit(next: readonly ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemoveTimer(id: string) {
  clearTimeout(removeTimers.get(id));
  removeTimers.delete(id);
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const { variant = 'default', duration = TOAST_DEFAULT_DURATION, ...texts } = options;
  const next = [{ ...texts, id, open: true, variant, duration }, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) if (!next.includes(dropped)) clearRemoveTimer(dropped.id);
  emit(next);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast (all when no id); it leaves the store TOAST_REMOVE_DELAY later. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (targets.length === 0) return;
  for (const { id: closed } of targets) {
    if (!removeTimers.has(closed)) removeTimers.set(closed, setTimeout(() => removeToast(closed), TOAST_REMOVE_DELAY));
  }
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
}

function removeToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) clearRemoveTimer(t.id);
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/** For the Toaster (useSyncExternalStore) and tests. */
export function getToasts(): readonly ToastData[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears everything, including the id counter: for tests and stories. */
export function resetToasts(): void {
  removeToast();
  counter = 0;
}
