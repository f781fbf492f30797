/**
 * queryOptions for every GET endpoint (and the username check), for `useQuery`,
 * `ensureQueryData` in route loaders and `prefetchQuery` alike:
 *
 *   useQuery(queries.credit(client, 'gclub'))
 *   queryClient.ensureQueryData(queries.agencyInfo(client))
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, ApiError, GetEndpointName, RequestInput, ResponseOf } from '../client';
import type { PageQuery, Provider } from '../schemas/common';
import type { GameCategory } from '../schemas/game';
import type { Promotion } from '../schemas/promotion';
import { paging, queryKeys } from './keys';

/** Game lists of these providers never go stale (SPEC §2). */
export const NEVER_STALE_GAME_PROVIDERS: readonly Provider[] = ['askmebet', 'alphabet'];

/** How long a username's availability is trusted while the player types. */
const USERNAME_CHECK_STALE_MS = 30_000;

function endpointQuery<N extends GetEndpointName, K extends QueryKey>(
  client: ApiClient,
  name: N,
  queryKey: K,
  input: Omit<RequestInput<N>, 'signal'>,
) {
  return queryOptions<ResponseOf<N>, ApiError, ResponseOf<N>, K>({
    queryKey,
    queryFn: ({ signal }) =>
      (client.request as (n: N, i: RequestInput<N>) => Promise<ResponseOf<N>>)(name, { ...input, signal } as RequestInput<N>),
  });
}

export const queries = {
  /** Loaded first by the root route; no retries (SPEC §7): a 404 shows the agency error page. */
  agencyInfo: (client: ApiClient) => ({
    ...endpointQuery(client, 'agencyInfo', queryKeys.agency.info(), {}),
    retry: false,
  }),
  /** Signed in is decided by this answer; a 401 means signed out (no redirect, no retry). */
  playerInfo: (client: ApiClient) => endpointQuery(client, 'playerInfo', queryKeys.player.info(), {}),
  /** The /player route guard's check. */
  my: (client: ApiClient) => endpointQuery(client, 'my', queryKeys.player.my(), {}),

  /** Credits are always refetched: a game may have changed them at any moment. */
  credits: (client: ApiClient) => ({
    ...endpointQuery(client, 'credits', queryKeys.player.credits.overall(), {}),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),
  credit: (client: ApiClient, provider: Provider) => ({
    ...endpointQuery(client, 'credit', queryKeys.player.credits.provider(provider), { params: { provider } }),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),

  banks: (client: ApiClient) => endpointQuery(client, 'banks', queryKeys.catalog.banks(), {}),
  bankAccounts: (client: ApiClient) => endpointQuery(client, 'bankAccounts', queryKeys.player.bankAccounts(), {}),
  paymentMethods: (client: ApiClient) => endpointQuery(client, 'paymentMethods', queryKeys.catalog.paymentMethods(), {}),
  exchangeRates: (client: ApiClient) => endpointQuery(client, 'exchangeRates', queryKeys.catalog.exchangeRates(), {}),

  deposits: (client: ApiClient, page?: PageQuery) =>
    endpointQuery(client, 'deposits', queryKeys.player.deposits.list(page), { query: paging(page) }),
  openDeposits: (client: ApiClient) => endpointQuery(client, 'openDeposits', queryKeys.player.deposits.open(), {}),
  depositQr: (client: ApiClient, code: string) =>
    endpointQuery(client, 'depositQr', queryKeys.player.deposits.qr(code), { params: { code } }),

  withdrawals: (client: ApiClient, page?: PageQuery) =>
    endpointQuery(client, 'withdrawals', queryKeys.player.withdrawals.list(page), { query: paging(page) }),
  openWithdrawals: (client: ApiClient) =>
    endpointQuery(client, 'openWithdrawals', queryKeys.player.withdrawals.open(), {}),

  promotions: (client: ApiClient) => endpointQuery(client, 'promotions', queryKeys.promotions.list(), {}),
  /** The list entry with this id (SPEC §2): shares the list's cache entry; null when absent. */
  promotionDetail: (client: ApiClient, id: string) =>
    queryOptions({
      ...endpointQuery(client, 'promotions', queryKeys.promotions.list(), {}),
      select: (data): Promotion | null => data.promotions.find((p) => p.id === id) ?? null,
    }),
  currentPromotion: (client: ApiClient) =>
    endpointQuery(client, 'currentPromotion', queryKeys.player.promotion.current(), {}),
  usages: (client: ApiClient, page?: PageQuery) =>
    endpointQuery(client, 'usages', queryKeys.player.promotion.usages(page), { query: paging(page) }),
  /** Whether the player is blocked from promotions (user_blocked). */
  blacklist: (client: ApiClient) => endpointQuery(client, 'blacklist', queryKeys.player.promotion.blocked(), {}),

  games: (client: ApiClient, provider: Provider, category?: GameCategory) => ({
    ...endpointQuery(client, 'games', queryKeys.player.games.list(provider, category), {
      query: category ? { provider, category } : { provider },
    }),
    ...(NEVER_STALE_GAME_PROVIDERS.includes(provider) ? { staleTime: Infinity } : {}),
  }),
  alphabetGames: (client: ApiClient) => ({
    ...endpointQuery(client, 'alphabetGames', queryKeys.player.games.alphabet(), {}),
    staleTime: Infinity,
  }),

  /**
   * Whether a username is free: a check, not an action, so a query (cached per username, cancelled
   * when the player types on). Enable it only for a username the form rules accept (the Username
   * schema; kept out of here so the entry bundle carries no zod) and debounce the input with
   * USERNAME_CHECK_DEBOUNCE_MS.
   */
  usernameAvailability: (client: ApiClient, username: string) =>
    queryOptions<ResponseOf<'usernameValidate'>, ApiError>({
      queryKey: queryKeys.guest.usernameAvailability(username),
      queryFn: ({ signal }) => client.request('usernameValidate', { body: { username }, signal }),
      staleTime: USERNAME_CHECK_STALE_MS,
      retry: false,
    }),
};
