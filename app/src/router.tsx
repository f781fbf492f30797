import type { Namespace } from '@dokkham/i18n';
import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from './frame/ErrorScreen';
import { NotFoundScreen } from './frame/NotFoundScreen';
import { RoutePendingScreen } from './frame/PendingScreen';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

/**
 * The app's router: file routes (src/routes, generated into routeTree.gen.ts) with the timings of
 * SPEC §9. Routes use stale time 0 (their loaders run on every visit and the query cache decides
 * what to fetch); preloads on intent stay fresh for 30 s so a hover-then-click fetches once.
 * `options` are the build-time prerender's (a memory history); the app uses the browser's.
 */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(options.history && { history: options.history }),
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 30_000,
    defaultStaleTime: 0,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: RoutePendingScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
    // Off only when prerendering (src/prerender): on a server it would write an inline script.
    scrollRestoration: options.scrollRestoration ?? true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Lazy i18n namespaces the route's screen reads: loaded with its code (see startFirstRoute). */
    namespaces?: readonly Namespace[];

  }
}

/**
 * Starts fetching what the page being opened needs (its lazy code and texts) at once, alongside
 * agency info and the guards, instead of after them: the router would only begin once every
 * beforeLoad has answered, one more round trip before the first paint. Failures are left to the
 * router's own load (and the chunk-reload guard).
 */
export function startFirstRoute(router: AnyRouter, load: (namespaces: readonly Namespace[]) => Promise<unknown>): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
    const namespaces = route.options.staticData?.namespaces;
    if (namespaces) void load(namespaces).catch(() => undefined);
  }
}
