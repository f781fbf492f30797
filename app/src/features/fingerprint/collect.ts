/**
 * The browser's fingerprint, computed once per page load. This module is only ever imported
 * dynamically (see load.ts): fingerprintjs (~15 KB gzip) and its work stay off the first paint.
 */
import type { FingerprintPayload } from '@dokkham/api';
import { load } from '@fingerprintjs/fingerprintjs';
import { toFingerprintPayload } from './payload';

let pending: Promise<FingerprintPayload> | undefined;

/** The SPEC §3 payload; `fingerprint` is fingerprintjs' visitor id. Memoised for the page's life. */
export function collectFingerprint(): Promise<FingerprintPayload> {
  pending ??= (async () => {
    // monitoring: false: no statistics request to fingerprintjs' servers (CSP connect-src 'self').
    const agent = await load({ monitoring: false });
    const result = await agent.get();
    return toFingerprintPayload(result, {
      userAgent: navigator.userAgent,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
    });
  })();
  // A failure (a blocked API, a chunk that did not load) may be retried by the next caller.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
