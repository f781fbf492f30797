/** queryOptions of the withdraw endpoints (see queries/options.ts). */
import type { PageQuery } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { paging, queryKeys } from '../../queries/keys';

export const withdrawQueries = {
  withdrawals: (page?: PageQuery) =>
    endpointQuery('withdrawals', queryKeys.player.withdrawals.list(page), { query: paging(page) }),
  openWithdrawals: () =>
    endpointQuery('openWithdrawals', queryKeys.player.withdrawals.open(), {}),
};
