/** queryOptions of the session endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';
import { ASKED_EVERY_VISIT } from '../../queries/policy';

export const sessionQueries = {
  /** Last seen moves with every request of every session: asked for on every visit. */
  sessions: () => ({
    ...endpointQuery('sessions', queryKeys.player.sessions(), {}),
    ...ASKED_EVERY_VISIT,
  }),
};
