/**
 * When a new version of the app (a new service worker, waiting) may take over an open tab: pure
 * decisions of serviceWorker.ts, unit-tested.
 *
 * The tab keeps running its own build, its chunks served from the old worker's precache, until the
 * player goes to another page inside the app. That navigation becomes a full page load of the new
 * build (the worker takes over first; if Chromium holds its activation back, the first navigation
 * after it took control does: see serviceWorker.ts). Not on a back/forward (the router would have
 * to undo it), not for a change of the search alone (a history page, a game tab), and never while
 * a request that changes something (a deposit, a withdrawal, a claim) is in flight: its answer
 * belongs to the page that sent it. A reload keeps the old build while the old worker still
 * controls the tab (the browser's rule); the next in-app navigation switches.
 */

export type NavigationAction = 'PUSH' | 'REPLACE' | 'FORWARD' | 'BACK' | 'GO';

export interface NavigationMoment {
  action: NavigationAction;
  fromPath: string;
  toPath: string;
  /** Mutations in flight (queryClient.isMutating()). */
  mutating: number;
}

export function isSafeMomentToUpdate({ action, fromPath, toPath, mutating }: NavigationMoment): boolean {
  if (action !== 'PUSH' && action !== 'REPLACE') return false;
  if (mutating > 0) return false;
  return fromPath.replace(/\/+$/, '') !== toPath.replace(/\/+$/, '');
}

/**
 * An open tab asks the server for a new worker when it comes back into view or online, at most
 * this often (the browser itself checks on every full page load).
 */
export const UPDATE_CHECK_INTERVAL_MS = 10 * 60 * 1000;

export function isUpdateCheckDue(lastCheck: number, now: number): boolean {
  return now - lastCheck >= UPDATE_CHECK_INTERVAL_MS;
}
