/** queryOptions of the player-protection endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const protectionQueries = {
  /** Limits and what is left of them change with every deposit: always refetched on mount. */
  protection: () => ({
    ...endpointQuery('protection', queryKeys.player.protection.settings(), {}),
    staleTime: 0,
    refetchOnMount: 'always' as const,
  }),
  activityStatement: () => endpointQuery('activityStatement', queryKeys.player.protection.statement(), {}),
};
