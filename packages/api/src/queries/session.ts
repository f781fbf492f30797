/**
 * The session rules (SPEC §2, §4, §8), for the app's route guards, the frame and the logout hook.
 * Signed in is decided by player info (queries.session: info, or null for a guest). The /player
 * guard checks the current player ('my') instead and logs out when the answer says "not signed in".
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from '../client';
import { clearGamePrefs } from '../areas/game/prefsStore';
import { apiClientOf } from './binding';
import { queryKeys } from './keys';
import { queries } from './options';

/**
 * Removes every cached player query (session, player info, 'my', credits, histories ...) and the
 * player's game favourites and recently played on this device: the one way player data is
 * forgotten (logout, the 401 rule, a rejected /player check). Calls in flight are not cancelled:
 * their callers (e.g. the /player guard) still get their answer.
 */
export function clearPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.player.all() });
  clearGamePrefs();
}

/**
 * Whether player info is available (SPEC §4), for the guest-only routes (/, /login, /register).
 * A failed check (network) counts as a guest so that those pages still open.
 */
export async function isSignedIn(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(queries.session())) !== null;
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
export async function logOut(queryClient: QueryClient): Promise<void> {
  clearPlayerData(queryClient);
  try {
    await apiClientOf(queryClient).request('logout');
  } catch {
    // The session is gone either way; the login page follows.
  }
}
