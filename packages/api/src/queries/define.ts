/** The one way a GET endpoint becomes queryOptions: its key, and a query function that calls it
 * with the api client of the QueryClient running it (binding.ts). Used by every area's queries. */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiError, GetEndpointName, RequestInput, ResponseOf } from '../client';
import { apiClientOf } from './binding';

export function endpointQuery<N extends GetEndpointName, K extends QueryKey>(
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
