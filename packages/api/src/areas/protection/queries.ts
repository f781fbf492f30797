/** queryOptions of the player-protection endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';
import { ASKED_EVERY_VISIT } from '../../queries/policy';

export const protectionQueries = {
  /** Limits and what is left of them change with every deposit: asked for on every visit. */
  protection: () => ({
    ...endpointQuery('protection', queryKeys.player.protection.settings(), {}),
    ...ASKED_EVERY_VISIT,
  }),
  activityStatement: () => endpointQuery('activityStatement', queryKeys.player.protection.statement(), {}),
};
