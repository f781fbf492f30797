/**
 * Session rules of the route guards (SPEC §2, §4, §8). Signed in is decided by player info: a 401
 * from it means a guest. The /player guard checks the current player ('my') instead.
 */
import { isApiError, queries, queryKeys, type ApiError, type PlayerInfoResponse } from '@dokkham/api';
import { queryOptions } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { safeRedirect } from './lib/redirect';
import type { RouterContext } from './routerContext';

/**
 * Removes every cached player query (session, player info, 'my', credits, histories ...). Calls in
 * flight are not cancelled: their callers (e.g. the /player guard) still get their answer.
 */
export function clearPlayerData({ queryClient }: Pick<RouterContext, 'queryClient'>): void {
  queryClient.removeQueries({ queryKey: queryKeys.player.all() });
}

/**
 * The session as the frame and the guest guards see it: player info, or null for a guest (401).
 * A guest is an answer worth caching like any other (5 minutes), so guest pages do not ask again on
 * every navigation; player info itself is fetched through its own query (queries.playerInfo), so one
 * request serves both. Under the player key: login invalidates it, logout and the 401 rule remove it.
 */
export const SESSION_KEY = [...queryKeys.player.all(), 'session'] as const;

export function sessionQuery({ queryClient, api }: RouterContext) {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<PlayerInfoResponse | null> => {
      try {
        return await queryClient.fetchQuery({ ...queries.playerInfo(api), retry: false });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    // A guest should not wait for backoff before seeing the landing page.
    retry: false,
  });
}

/**
 * Whether player info is available (SPEC §4), for the guest-only routes (/, /login, /register).
 * A failed check (network) counts as a guest so that those pages still open.
 */
export async function isSignedIn(context: RouterContext): Promise<boolean> {
  try {
    return (await context.queryClient.fetchQuery(sessionQuery(context))) !== null;
  } catch {
    return false;
  }
}

/** A failed current-player check that means "not signed in" (401, 403): log out. Network and server
 * errors are not a verdict on the session and show the error page (with retry) instead. */
export function isSessionRejected(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** Logs out locally and on the server (clears a stale cookie); never throws. */
export async function logOut(context: RouterContext): Promise<void> {
  clearPlayerData(context);
  try {
    await context.api.request('logout');
  } catch {
    // The session is gone either way; the login page follows.
  }
}

/**
 * The api client's onUnauthorized (SPEC §8: a 401 on any call but player info and agency info):
 * forget the player's data and go to /login, carrying where the player was going so that login
 * brings them back. `getRouter` is read at call time (the router is created after the client).
 */
export function createUnauthorizedHandler(getRouter: () => AnyRouter | undefined, context: Pick<RouterContext, 'queryClient'>) {
  return (): void => {
    // After the failing call has delivered its error: removing the queries now would cancel it,
    // and its caller (the /player guard) should still see the 401 and log out properly.
    setTimeout(() => {
      clearPlayerData(context);
      const router = getRouter();
      if (!router) return;
      const location = router.latestLocation;
      if (location.pathname === '/login' || location.pathname.startsWith('/login/')) return;
      const redirect = safeRedirect(location.href);
      void router.navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
    });
  };
}
