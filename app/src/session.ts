/**
 * The app's half of the 401 rule (SPEC §8): where the player goes. The session rules themselves
 * (the session query, isSignedIn, isSessionRejected, logOut, clearPlayerData) are api's.
 */
import { clearPlayerData } from '@dokkham/api';
import type { AnyRouter } from '@tanstack/react-router';
import { safeRedirect } from './lib/redirect';
import type { RouterContext } from './routerContext';

/**
 * The api client's onUnauthorized (a 401 on any call but player info and agency info): forget the
 * player's data and go to /login, carrying where the player was going so that login brings them
 * back. `getRouter` is read at call time (the router is created after the client); the query
 * cache is the router context's.
 */
export function createUnauthorizedHandler(getRouter: () => AnyRouter | undefined) {
  return (): void => {
    // After the failing call has delivered its error: removing the queries now would cancel it,
    // and its caller (the /player guard) should still see the 401 and log out properly.
    setTimeout(() => {
      const router = getRouter();
      if (!router) return;
      clearPlayerData((router.options.context as RouterContext).queryClient);
      const location = router.latestLocation;
      if (location.pathname === '/login' || location.pathname.startsWith('/login/')) return;
      const redirect = safeRedirect(location.href);
      void router.navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
    });
  };
}
