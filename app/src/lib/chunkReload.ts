/**
 * The failed-dynamic-import guard (SPEC §2, NOTES.md). After a deploy, the lazy chunks an open tab
 * knows about are gone from the server; the browser caches the failed import for the life of the
 * page, so only a reload (which fetches the new index.html and its chunk names) recovers.
 *
 * Vite fires `vite:preloadError` when a lazy chunk or its CSS fails to load. We reload ONCE, guarded
 * by a sessionStorage flag, and clear the flag after a page that loaded without such a failure, so
 * a later deploy can recover the same way. A chunk that keeps failing after the reload shows the
 * error page instead of reloading in a loop. Form drafts survive the reload: screens keep them in
 * sessionStorage.
 *
 * Where the service worker (src/sw) controls the page, this does not happen: a tab's chunks come
 * from its own build's precache until it switches to a new build with a full page load (src/pwa/
 * update.ts). The guard stays for browsers without a service worker, for a first visit (the page
 * loaded before the worker was installed, and a deploy in between), and for a browser that evicted
 * the cache. Offline it never reloads: a reload would only show the browser's error page, while the
 * app's offline page retries by itself when the network returns.
 */

export const CHUNK_RELOAD_FLAG = 'dokkham:chunk-reload';

/** TanStack Router's lazyRouteComponent reloads once per failing module with this key prefix. */
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:';

export interface ChunkReloadGuardOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  /** Whether a navigation is loading. A failed preload on hover is no reason to reload the page:
   * the import is retried (and fails the same way) when the player actually navigates. */
  isNavigating: () => boolean;
  /** navigator.onLine: offline, no reload (see above). */
  isOnline?: () => boolean;
}

export interface ChunkReloadGuard {
  /** The `vite:preloadError` listener. */
  onPreloadError: (event: Event) => void;
  /** Call after a navigation has rendered: clears the flag when this page loaded its chunks. */
  onRendered: () => void;
  /** True once a reload was started: error screens show the loader instead of the error. */
  readonly reloading: boolean;
}

function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (privacy modes, quota): without it we cannot guard, so never reload.
    return undefined;
  }
}

export function createChunkReloadGuard({ storage, reload, isNavigating, isOnline = () => true }: ChunkReloadGuardOptions): ChunkReloadGuard {
  let failedOnThisPage = false;
  let reloading = false;

  return {
    get reloading() {
      return reloading;
    },
    onPreloadError(event) {
      if (reloading) {
        event.preventDefault();
        return;
      }
      if (!isNavigating() || !isOnline()) return;
      failedOnThisPage = true;
      const flag = safely(() => storage.getItem(CHUNK_RELOAD_FLAG));
      if (flag !== null) {
        // Already reloaded once (or storage is unusable): let the error reach the error page, and
        // keep the router's own once-per-module reload from adding a second reload.
        const message = (event as Event & { payload?: unknown }).payload;
        if (flag !== undefined && message instanceof Error)
          safely(() => storage.setItem(ROUTER_RELOAD_PREFIX + message.message, '1'));
        return;
      }
      const stored = safely(() => {
        storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
        return true;
      });
      if (!stored) return;
      event.preventDefault();
      reloading = true;
      reload();
    },
    onRendered() {
      if (!failedOnThisPage && !reloading) safely(() => storage.removeItem(CHUNK_RELOAD_FLAG));
    },
  };
}
