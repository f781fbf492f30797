import type { AnyRouter } from '@tanstack/react-router';
import { createChunkReloadGuard } from '../lib/chunkReload';

let router: AnyRouter | undefined;
// Until the first page has rendered, every chunk is part of loading it. The frame chunk is asked for
// after that first paint (AppShell): if it fails, its placeholder stays and no reload is forced.
let booted = false;

/**
 * The app's one chunk-reload guard (lib/chunkReload.ts): for browsers without a service worker and
 * a first visit; a page the service worker controls gets its chunks from the precache.
 */
export const chunkGuard = createChunkReloadGuard({
  // Read at call time: touching sessionStorage can throw (the guard then never reloads).
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
    removeItem: (key) => window.sessionStorage.removeItem(key),
  },
  reload: () => window.location.reload(),
  isNavigating: () => !booted || router?.state.status === 'pending',
  isOnline: () => navigator.onLine,
});

/** Listens for failed lazy chunks (`vite:preloadError`) and clears the flag after good loads. */
export function installChunkGuard(appRouter: AnyRouter): void {
  router = appRouter;
  window.addEventListener('vite:preloadError', chunkGuard.onPreloadError);
  appRouter.subscribe('onRendered', () => {
    booted = true;
    chunkGuard.onRendered();
  });
}
