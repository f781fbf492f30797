/** queryOptions of the auth endpoints (see queries/options.ts). */
import { queryOptions } from '@tanstack/react-query';
import { isApiError, type ApiError, type ResponseOf } from '../../client';
import type { PlayerInfoResponse } from './schemas';
import { apiClientOf } from '../../queries/binding';
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

/** How long a username's availability is trusted while the player types. */
const USERNAME_CHECK_STALE_MS = 30_000;

export const authQueries = {
  /**
   * The session (SPEC §4, §8): player info, or null for a guest (a 401 from player info only means
   * signed out: no redirect). A guest is an answer cached like any other (5 minutes), so guest pages
   * do not ask again on every navigation; a failure (network, 5xx) is not cached as a guest. No
   * retries: a guest should not wait for backoff before seeing the landing page. Under the player
   * key: login invalidates it, logout and the 401 rule remove it (session.ts).
   */
  session: () =>
    queryOptions<PlayerInfoResponse | null, ApiError>({
      queryKey: queryKeys.player.info(),
      queryFn: async ({ signal, client }) => {
        try {
          return await apiClientOf(client).request('playerInfo', { signal });
        } catch (error) {
          if (isApiError(error) && error.status === 401) return null;
          throw error;
        }
      },
      retry: false,
    }),
  /** The /player route guard's check. */
  my: () => endpointQuery('my', queryKeys.player.my(), {}),
  /**
   * Whether a username is free: a check, not an action, so a query (cached per username, cancelled
   * when the player types on). Enable it only for a username the form rules accept (the Username
   * schema; kept out of here so the entry bundle carries no zod) and debounce the input with
   * USERNAME_CHECK_DEBOUNCE_MS.
   */
  usernameAvailability: (username: string) =>
    queryOptions<ResponseOf<'usernameValidate'>, ApiError>({
      queryKey: queryKeys.guest.usernameAvailability(username),
      queryFn: ({ signal, client }) => apiClientOf(client).request('usernameValidate', { body: { username }, signal }),
      staleTime: USERNAME_CHECK_STALE_MS,
      retry: false,
    }),
};
