/** queryOptions of the bank endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const bankQueries = {
  banks: () => endpointQuery('banks', queryKeys.catalog.banks(), {}),
  bankAccounts: () => endpointQuery('bankAccounts', queryKeys.player.bankAccounts(), {}),
};
