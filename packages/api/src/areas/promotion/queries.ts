/** queryOptions of the promotion endpoints (see queries/options.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { PageQuery } from '../../schemas/common';
import type { Promotion } from './schemas';
import { endpointQuery } from '../../queries/define';
import { paging, queryKeys } from '../../queries/keys';

export const promotionQueries = {
  promotions: () => endpointQuery('promotions', queryKeys.promotions.list(), {}),
  /** The list entry with this id (SPEC §2): shares the list's cache entry; null when absent. */
  promotionDetail: (id: string) =>
    queryOptions({
      ...endpointQuery('promotions', queryKeys.promotions.list(), {}),
      select: (data): Promotion | null => data.promotions.find((p) => p.id === id) ?? null,
    }),
  currentPromotion: () =>
    endpointQuery('currentPromotion', queryKeys.player.promotion.current(), {}),
  usages: (page?: PageQuery) =>
    endpointQuery('usages', queryKeys.player.promotion.usages(page), { query: paging(page) }),
  /** Whether the player is blocked from promotions (user_blocked). */
  blacklist: () => endpointQuery('blacklist', queryKeys.player.promotion.blocked(), {}),
};
