import type { FingerprintPayload } from '@dokkham/api';

/**
 * The fingerprint, loading fingerprintjs on first use (its own chunk). Registration needs the
 * visitor id; the daily report the whole payload.
 */
export function getFingerprint(): Promise<FingerprintPayload> {
  return import('./collect').then((m) => m.collectFingerprint());
}

/** Runs `task` once the browser is idle after the first paint (requestIdleCallback where it exists). */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
