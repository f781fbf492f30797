import type { FingerprintPayload } from '@dokkham/api';

/**
 * The fingerprint, loading fingerprintjs on first use (its own chunk). Registration needs the
 * visitor id; the daily report the whole payload.
 */
export function getFingerprint(): Promise<FingerprintPayload> {
  return import('./collect').then((m) => m.collectFingerprint());
}

/**
 * How long the daily report waits after a player page has mounted: collecting takes a mid-range
 * phone most of a second of main-thread work, and the first seconds on a page are when the player
 * types an amount or taps; the report is due once a day and may come a little later.
 */
export const FINGERPRINT_AFTER_MS = 5000;

/**
 * Runs `task` once the browser is idle after the first paint (requestIdleCallback where it
 * exists), `after` ms from now at the earliest. Returns the cancel.
 */
export function whenIdle(task: () => void, timeout = 2000, after = 0): () => void {
  // The cancel of whichever stage is pending: the wait, then the idle callback.
  let cancel = () => {};
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (after > 0) {
    const wait = window.setTimeout(start, after);
    cancel = () => window.clearTimeout(wait);
  } else start();
  return () => cancel();
}
