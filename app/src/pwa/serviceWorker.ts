import type { QueryClient } from '@tanstack/react-query';
import type { BlockerFn } from '@tanstack/react-router';
import type { AppRouter } from '../router';
import { TAKE_OVER, type TakeOverReply } from '../sw/rules';
import { isSafeMomentToUpdate, isUpdateCheckDue } from './update';

/** How long an in-app navigation waits for the new worker's answer before going on without it. */
const TAKE_OVER_WAIT_MS = 3000;

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

function controllerChange(): Promise<void> {
  return withTimeout(
    new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
    TAKE_OVER_WAIT_MS,
    undefined,
  );
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

  // True when it takes the navigation over. Without a waiting worker it lets every navigation be.
  const updateOnNavigation: BlockerFn = ({ currentLocation, nextLocation, action }) => {
    const waiting = registration.waiting;
    const moment = { action, fromPath: currentLocation.pathname, toPath: nextLocation.pathname, mutating: queryClient.isMutating() };
    if (!waiting || !isSafeMomentToUpdate(moment)) return false;
    return askToTakeOver(waiting).then(async (takingOver) => {
      if (!takingOver) return false;
      await controllerChange();
      unblock();
      window.location.assign(nextLocation.href);
      return true;
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
