/** queryOptions of the credit endpoints (see queries/options.ts). */
import type { Provider } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const creditQueries = {
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
};
