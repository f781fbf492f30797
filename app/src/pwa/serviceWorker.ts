import type { QueryClient } from '@tanstack/react-query';
import type { BlockerFn } from '@tanstack/react-router';
import type { AppRouter } from '../router';
import { TAKE_OVER, type TakeOverReply } from '../sw/rules';
import { isSafeMomentToUpdate, isUpdateCheckDue } from './update';

/** How long an in-app navigation waits for the new worker's answer before going on without it. */
const TAKE_OVER_WAIT_MS = 3000;
/**
 * How long it then waits for the new worker to control the tab before going on inside this build.
 * Usually well under a second. But Chromium activates the new worker only once the old one is
 * idle, and a tap or hover on a link starts the old one again ("service worker warm-up"): that
 * instance counts as busy for its whole idle timeout (about 30 s). A full load started meanwhile
 * goes to the old worker and can hang for good when it is retired (seen in E2E), so the tab does
 * not wait for it: the switch moves to the next navigation after the new worker took control.
 */
const CONTROL_WAIT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** Asks the waiting worker to take over; it declines while another tab runs the old build. */
function askToTakeOver(worker: ServiceWorker): Promise<boolean> {
  const channel = new MessageChannel();
  const reply = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<TakeOverReply>) => resolve(event.data.takingOver === true);
  });
  worker.postMessage({ type: TAKE_OVER }, [channel.port2]);
  return withTimeout(reply, TAKE_OVER_WAIT_MS, false);
}

/** True once `worker` controls this tab, false if it does not within CONTROL_WAIT_MS. */
function controlledBy(worker: ServiceWorker): Promise<boolean> {
  const controls = () => navigator.serviceWorker.controller === worker;
  if (controls()) return Promise.resolve(true);
  const changed = new Promise<boolean>((resolve) => {
    const onChange = () => {
      if (!controls()) return;
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(true);
    };
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
  });
  return withTimeout(changed, CONTROL_WAIT_MS, false);
}

/**
 * Registers dist/sw.js (scope /) and applies a new version at a safe moment (update.ts): while a new
 * worker waits, the next in-app navigation to another page asks it to take over and, when it does,
 * loads that page in full from the new build rather than asking for chunks the new build has not.
 */
export async function startServiceWorker(router: AppRouter, queryClient: QueryClient): Promise<void> {
  // Offline on a first visit the script cannot load: the next visit registers it.
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (!registration) return;

  // The new worker that agreed to take over; once it controls the tab, the next navigation to
  // another page is a full load of the new build.
  let acceptedBy: ServiceWorker | undefined;
  const loadInFull = (href: string) => {
    unblock();
    window.location.assign(href);
    return true;
  };

  // True when it takes the navigation over. Without a new worker it lets every navigation be.
  const updateOnNavigation: BlockerFn = ({ currentLocation, nextLocation, action }) => {
    const moment = { action, fromPath: currentLocation.pathname, toPath: nextLocation.pathname, mutating: queryClient.isMutating() };
    if (!isSafeMomentToUpdate(moment)) return false;
    if (acceptedBy && navigator.serviceWorker.controller === acceptedBy) return loadInFull(nextLocation.href);
    const waiting = registration.waiting;
    if (!waiting || waiting === acceptedBy) return false;
    return askToTakeOver(waiting).then(async (takingOver) => {
      if (!takingOver) return false;
      acceptedBy = waiting;
      // Only once the new worker controls the tab (see CONTROL_WAIT_MS); until then this build
      // goes on, its chunks from the old precache, or the chunk-reload path should one be gone.
      return (await controlledBy(waiting)) ? loadInFull(nextLocation.href) : false;
    });
  };
  const unblock = router.history.block({ blockerFn: updateOnNavigation, enableBeforeUnload: false });

  // A tab left open for days: look for a new version when it comes back into view or online (the
  // browser itself looks on every full page load).
  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (document.visibilityState !== 'visible' || !isUpdateCheckDue(lastCheck, Date.now())) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  window.addEventListener('online', checkForUpdate);
}
