/**
 * queryOptions for every GET endpoint (and the username check), for `useQuery`,
 * `ensureQueryData` in route loaders and `prefetchQuery` alike:
 *
 *   useQuery(queries.credit('gclub'))
 *   queryClient.ensureQueryData(queries.agencyInfo())
 *
 * The query function finds the api client on the QueryClient that runs it (binding.ts).
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { isApiError, type ApiError, type GetEndpointName, type RequestInput, type ResponseOf } from '../client';
import type { PlayerInfoResponse } from '../schemas/auth';
import type { PageQuery, Provider } from '../schemas/common';
import type { GameCategory } from '../schemas/game';
import type { Promotion } from '../schemas/promotion';
import { apiClientOf } from './binding';
import { paging, queryKeys } from './keys';

/** Game lists of these providers never go stale (SPEC §2). */
export const NEVER_STALE_GAME_PROVIDERS: readonly Provider[] = ['askmebet', 'alphabet'];

/** How long a username's availability is trusted while the player types. */
const USERNAME_CHECK_STALE_MS = 30_000;

function endpointQuery<N extends GetEndpointName, K extends QueryKey>(
  name: N,
  queryKey: K,
  input: Omit<RequestInput<N>, 'signal'>,
) {
  return queryOptions<ResponseOf<N>, ApiError, ResponseOf<N>, K>({
    queryKey,
    queryFn: ({ signal, client }) =>
      (apiClientOf(client).request as (n: N, i: RequestInput<N>) => Promise<ResponseOf<N>>)(name, { ...input, signal } as RequestInput<N>),
  });
}

export const queries = {
  /** Loaded first by the root route; no retries (SPEC §7): a 404 shows the agency error page. */
  agencyInfo: () => ({
    ...endpointQuery('agencyInfo', queryKeys.agency.info(), {}),
    retry: false,
  }),
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

  /** Credits are always refetched: a game may have changed them at any moment. */
  credits: () => ({
    ...endpointQuery('credits', queryKeys.player.credits.overall(), {}),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),
  credit: (provider: Provider) => ({
    ...endpointQuery('credit', queryKeys.player.credits.provider(provider), { params: { provider } }),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),

  banks: () => endpointQuery('banks', queryKeys.catalog.banks(), {}),
  bankAccounts: () => endpointQuery('bankAccounts', queryKeys.player.bankAccounts(), {}),
  paymentMethods: () => endpointQuery('paymentMethods', queryKeys.catalog.paymentMethods(), {}),
  exchangeRates: () => endpointQuery('exchangeRates', queryKeys.catalog.exchangeRates(), {}),

  deposits: (page?: PageQuery) =>
    endpointQuery('deposits', queryKeys.player.deposits.list(page), { query: paging(page) }),
  openDeposits: () => endpointQuery('openDeposits', queryKeys.player.deposits.open(), {}),
  depositQr: (code: string) =>
    endpointQuery('depositQr', queryKeys.player.deposits.qr(code), { params: { code } }),

  withdrawals: (page?: PageQuery) =>
    endpointQuery('withdrawals', queryKeys.player.withdrawals.list(page), { query: paging(page) }),
  openWithdrawals: () =>
    endpointQuery('openWithdrawals', queryKeys.player.withdrawals.open(), {}),

  promotions: () => endpointQuery('promotions', queryKeys.promotions.list(), {}),
  /** The list entry with this id (SPEC §2): shares the list's cache entry; null when absent. */
  promotionDetail: (id: string) =>
    queryOptions({
      ...endpointQuery('promotions', queryKeys.promotions.list(), {}),
      select: (data): Promotion | null => data.promotions.find((p) => p.id === id) ?? null,
    }),
  currentPromotion: () =>
    endpointQuery('currentPromotion', queryKeys.player.promotion.current(), {}),
  usages: (page?: PageQuery) =>
    endpointQuery('usages', queryKeys.player.promotion.usages(page), { query: paging(page) }),
  /** Whether the player is blocked from promotions (user_blocked). */
  blacklist: () => endpointQuery('blacklist', queryKeys.player.promotion.blocked(), {}),

  games: (provider: Provider, category?: GameCategory) => ({
    ...endpointQuery('games', queryKeys.player.games.list(provider, category), {
      query: category ? { provider, category } : { provider },
    }),
    ...(NEVER_STALE_GAME_PROVIDERS.includes(provider) ? { staleTime: Infinity } : {}),
  }),
  alphabetGames: () => ({
    ...endpointQuery('alphabetGames', queryKeys.player.games.alphabet(), {}),
    staleTime: Infinity,
  }),

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
