import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from './frame/ErrorScreen';
import { NotFoundScreen } from './frame/NotFoundScreen';
import { PendingScreen } from './frame/PendingScreen';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

/**
 * The app's router: file routes (src/routes, generated into routeTree.gen.ts) with the timings of
 * SPEC §9. Routes use stale time 0 (their loaders run on every visit and the query cache decides
 * what to fetch); preloads on intent stay fresh for 30 s so a hover-then-click fetches once.
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 30_000,
    defaultStaleTime: 0,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: PendingScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
