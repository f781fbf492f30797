import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route receives in `context` (beforeLoad, loader) from createRouter: the query cache,
 * which carries the api client (createQueryClient({ api })), so loaders write
 * `queryClient.ensureQueryData(queries.credits())`. Routes add to it: the root adds `agency`
 * (AgencyInfoResponse: id, name, social links, settings) for the whole app, the /player layout adds
 * `player` (the current player from the 'my' check: id, username, displayName).
 */
export interface RouterContext {
  queryClient: QueryClient;
}
