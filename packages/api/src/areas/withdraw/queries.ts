/** queryOptions of the withdraw endpoints (see queries/options.ts). */
import type { OrderHistoryQuery } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { orderHistory, queryKeys } from '../../queries/keys';

export const withdrawQueries = {
  /** A page of the withdrawal history, filtered by status and date range when given. */
  withdrawals: (query?: OrderHistoryQuery) =>
    endpointQuery('withdrawals', queryKeys.player.withdrawals.list(query), { query: orderHistory(query) }),
  openWithdrawals: () =>
    endpointQuery('openWithdrawals', queryKeys.player.withdrawals.open(), {}),
  /** One withdrawal and its timeline: the receipt. */
  withdrawal: (code: string) =>
    endpointQuery('withdrawal', queryKeys.player.withdrawals.order(code), { params: { code } }),
};
