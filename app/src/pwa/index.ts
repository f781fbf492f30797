import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../router';

/**
 * The service worker (src/sw: installable app, offline shell) in production builds. Its
 * registration code is a lazy chunk, asked for once the first page has rendered, the page has
 * loaded and the browser is idle: it never competes with the first paint nor adds to the entry,
 * and the worker's precache downloads after the page's own files. Not in `pnpm dev` (HMR) nor in
 * Storybook (which runs msw's own worker).
 */
export function registerServiceWorkerLater(router: AppRouter, queryClient: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void import('./serviceWorker').then((m) => m.startServiceWorker(router, queryClient)).catch(() => undefined);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 500));
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
