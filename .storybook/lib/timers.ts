// The query client's timers, movable by a story: polls (refetchInterval), retries and freshness run
// on real time as usual, and a play function that needs "later" (the next poll of an order in flight)
// moves time with storyKit's `later(ms)` instead of waiting it out. Installed once, before any
// QueryClient exists (TanStack Query's timeoutManager takes one provider for all its timers).
import { timeoutManager, type TimeoutProvider } from '@tanstack/react-query';

interface Timer {
  callback: () => void;
  /** When it is due, on the story clock (performance.now() plus the time moved so far). */
  due: number;
  /** An interval's period; undefined for a timeout. */
  every: number | undefined;
  real: ReturnType<typeof setTimeout>;
}

declare global {
  interface Window {
    /** Moves the query client's timers (read by storyKit's `later`). */
    __storyTimers?: { advance(ms: number): number };
  }
}

let moved = 0;
const now = () => performance.now() + moved;
const timers = new Map<number, Timer>();
let nextId = 1;

function arm(id: number, timer: Timer) {
  timer.real = setTimeout(() => fire(id), Math.max(0, timer.due - now()));
}

function fire(id: number) {
  const timer = timers.get(id);
  if (!timer) return;
  clearTimeout(timer.real);
  if (timer.every === undefined) timers.delete(id);
  else {
    timer.due = now() + timer.every;
    arm(id, timer);
  }
  timer.callback();
}

function add(callback: () => void, delay: number | undefined, every: number | undefined): number {
  const id = nextId++;
  const timer: Timer = { callback, due: now() + Math.max(0, delay ?? 0), every, real: undefined as never };
  timers.set(id, timer);
  arm(id, timer);
  return id;
}

function remove(id: number | undefined) {
  const timer = id === undefined ? undefined : timers.get(id);
  if (!timer) return;
  clearTimeout(timer.real);
  timers.delete(id!);
}

const storyTimeouts: TimeoutProvider<number> = {
  setTimeout: (callback, delay) => add(callback, delay, undefined),
  clearTimeout: remove,
  setInterval: (callback, delay) => add(callback, delay, Math.max(1, delay)),
  clearInterval: remove,
};

/**
 * Moves the story clock forward: every timer due within `ms` fires now, in the order it was due
 * (an interval once, then again a period later). Returns how many fired.
 */
export function advance(ms: number): number {
  moved += ms;
  const due = [...timers].filter(([, timer]) => timer.due <= now()).sort(([, a], [, b]) => a.due - b.due);
  for (const [id] of due) fire(id);
  return due.length;
}

export function installStoryTimers(): void {
  timeoutManager.setTimeoutProvider(storyTimeouts);
  window.__storyTimers = { advance };
}
