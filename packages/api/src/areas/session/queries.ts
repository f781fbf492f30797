/** queryOptions of the session endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const sessionQueries = {
  /** Last seen moves with every request of every session: always asked again on mount. */
  sessions: () => ({
    ...endpointQuery('sessions', queryKeys.player.sessions(), {}),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),
};
