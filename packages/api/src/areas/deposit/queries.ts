/** queryOptions of the deposit endpoints (see queries/options.ts). */
import type { OrderHistoryQuery } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { orderHistory, queryKeys } from '../../queries/keys';

export const depositQueries = {
  /** A page of the deposit history, filtered by status and date range when given. */
  deposits: (query?: OrderHistoryQuery) =>
    endpointQuery('deposits', queryKeys.player.deposits.list(query), { query: orderHistory(query) }),
  openDeposits: () => endpointQuery('openDeposits', queryKeys.player.deposits.open(), {}),
  /** One order and its timeline: the receipt. */
  deposit: (code: string) => endpointQuery('deposit', queryKeys.player.deposits.order(code), { params: { code } }),
  depositQr: (code: string) =>
    endpointQuery('depositQr', queryKeys.player.deposits.qr(code), { params: { code } }),
};
