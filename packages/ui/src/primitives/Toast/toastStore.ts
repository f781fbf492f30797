import { useSyncExternalStore, type ReactNode } from 'react';

/** SPEC §4 and §9: one toast at a time, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
/**
 * SPEC §4: a dismissed toast stays in the store (closed) and is removed only after a very long
 * delay; a new toast replaces it right away anyway, as only one is kept.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

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
  update: (options: ToastOptions) => void;
}

type Listener = () => void;

let toasts: readonly ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
// A counter, not random ids: stories and screenshots stay deterministic.
let counter = 0;

function emit(next: readonly ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemoveTimer(id: string) {
  const timer = removeTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removeTimers.delete(id);
}

/** Shows a toast, replacing the one on screen. Callable from anywhere (mutation callbacks too). */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const data: ToastData = {
    id,
    open: true,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    action: options.action,
  };
  const next = [data, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) if (!next.includes(dropped)) clearRemoveTimer(dropped.id);
  emit(next);
  return { id, dismiss: () => dismissToast(id), update: (o) => updateToast(id, o) };
}

export function updateToast(id: string, options: ToastOptions): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...definedOnly(options) } : t)));
}

/** Closes a toast (all when no id); it is removed from the store after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (targets.length === 0) return;
  for (const t of targets) {
    if (!removeTimers.has(t.id)) removeTimers.set(t.id, setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY));
  }
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
}

/** Drops a toast from the store at once (all when no id). */
export function removeToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) clearRemoveTimer(t.id);
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function getToasts(): readonly ToastData[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears everything, including the id counter: for tests and stories. */
export function resetToasts(): void {
  removeToast();
  counter = 0;
}

export interface UseToast {
  toasts: readonly ToastData[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/** The toasts (re-renders on change) with the functions to show and dismiss them. */
export function useToast(): UseToast {
  const current = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}

function definedOnly<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
