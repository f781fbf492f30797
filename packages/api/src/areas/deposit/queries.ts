/** queryOptions of the deposit endpoints (see queries/options.ts). */
import type { PageQuery } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { paging, queryKeys } from '../../queries/keys';

export const depositQueries = {
  deposits: (page?: PageQuery) =>
    endpointQuery('deposits', queryKeys.player.deposits.list(page), { query: paging(page) }),
  openDeposits: () => endpointQuery('openDeposits', queryKeys.player.deposits.open(), {}),
  depositQr: (code: string) =>
    endpointQuery('depositQr', queryKeys.player.deposits.qr(code), { params: { code } }),
};
