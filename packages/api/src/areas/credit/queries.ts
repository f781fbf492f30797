/** queryOptions of the credit endpoints (see queries/options.ts). */
import type { Provider } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';
import { ASKED_EVERY_VISIT } from '../../queries/policy';

export const creditQueries = {
  /** Credits are asked for on every visit (SPEC: always refetched): a game may have changed them at any moment. */
  credits: () => ({
    ...endpointQuery('credits', queryKeys.player.credits.overall(), {}),
    ...ASKED_EVERY_VISIT,
  }),
  credit: (provider: Provider) => ({
    ...endpointQuery('credit', queryKeys.player.credits.provider(provider), { params: { provider } }),
    ...ASKED_EVERY_VISIT,
  }),
};
