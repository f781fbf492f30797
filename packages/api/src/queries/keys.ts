/**
 * Query keys: one entry per cached data group (SPEC §3) plus the designed ones. Keys are
 * hierarchical so that whole groups are invalidated or removed by prefix:
 *
 *   ['agency', ...]      agency info (public)
 *   ['catalog', ...]     banks, payment methods, exchange rates (public business settings)
 *   ['promotions', ...]  the promotions on offer (public)
 *   ['guest', ...]       checks made before an account exists (username availability)
 *   ['player', ...]      everything that needs the session: removed at logout, refreshed at login
 *
 * Promotion detail by id has no key of its own: `queries.promotionDetail` is the promotion list
 * with a `select`, so the detail can never disagree with the list and costs no second request.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { OrderHistoryFilters, OrderHistoryQuery, PageQuery, Provider } from '../schemas/common';
import { PAGE_SIZE_DEFAULT } from '../values';
import type { GameCategory } from '../areas/game/schemas';

/** Paging as it appears in keys: defaults applied, so {} and { page: 1 } share one entry. */
export interface Paging {
  page: number;
  pageSize: number;
}
export function paging(input: PageQuery = {}): Paging {
  return { page: input.page ?? 1, pageSize: input.pageSize ?? PAGE_SIZE_DEFAULT };
}

/** An order history's query as it appears in keys and requests: paging with its defaults, only the filters set. */
export type OrderHistoryPaging = Paging & OrderHistoryFilters;
export function orderHistory(input: OrderHistoryQuery = {}): OrderHistoryPaging {
  return {
    ...paging(input),
    ...(input.status ? { status: input.status } : {}),
    ...(input.from ? { from: input.from } : {}),
    ...(input.to ? { to: input.to } : {}),
  };
}

const player = ['player'] as const;

export const queryKeys = {
  agency: {
    all: () => ['agency'] as const,
    info: () => ['agency', 'info'] as const,
  },
  catalog: {
    all: () => ['catalog'] as const,
    banks: () => ['catalog', 'banks'] as const,
    paymentMethods: () => ['catalog', 'payment-methods'] as const,
    exchangeRates: () => ['catalog', 'exchange-rates'] as const,
  },
  promotions: {
    all: () => ['promotions'] as const,
    /** Also the source of promotion detail by id (select). */
    list: () => ['promotions', 'list'] as const,
  },
  /** The agency's announcements: public, but a restricted player is answered fewer (refetched at login). */
  announcements: {
    all: () => ['announcements'] as const,
    list: () => ['announcements', 'list'] as const,
  },
  guest: {
    all: () => ['guest'] as const,
    usernameAvailability: (username: string) => ['guest', 'username', username] as const,
  },
  player: {
    all: () => player,
    /** Player info, or null for a guest: the session (queries.session). */
    info: () => [...player, 'info'] as const,
    my: () => [...player, 'my'] as const,
    credits: {
      all: () => [...player, 'credits'] as const,
      overall: () => [...player, 'credits', 'overall'] as const,
      provider: (provider: Provider) => [...player, 'credits', 'provider', provider] as const,
    },
    bankAccounts: () => [...player, 'bank-accounts'] as const,
    deposits: {
      all: () => [...player, 'deposits'] as const,
      list: (query?: OrderHistoryQuery) => [...player, 'deposits', 'list', orderHistory(query)] as const,
      open: () => [...player, 'deposits', 'open'] as const,
      qr: (code: string) => [...player, 'deposits', 'qr', code] as const,
      /** One order with its timeline (the receipt): under all(), so an order's change refreshes it. */
      order: (code: string) => [...player, 'deposits', 'order', code] as const,
    },
    withdrawals: {
      all: () => [...player, 'withdrawals'] as const,
      list: (query?: OrderHistoryQuery) => [...player, 'withdrawals', 'list', orderHistory(query)] as const,
      open: () => [...player, 'withdrawals', 'open'] as const,
      /** One withdrawal with its timeline (the receipt). */
      order: (code: string) => [...player, 'withdrawals', 'order', code] as const,
    },
    promotion: {
      all: () => [...player, 'promotion'] as const,
      current: () => [...player, 'promotion', 'current'] as const,
      usages: (page?: PageQuery) => [...player, 'promotion', 'usages', paging(page)] as const,
      blocked: () => [...player, 'promotion', 'blocked'] as const,
    },
    protection: {
      all: () => [...player, 'protection'] as const,
      settings: () => [...player, 'protection', 'settings'] as const,
      statement: () => [...player, 'protection', 'statement'] as const,
    },
    /** The player's signed-in sessions (/player/security). */
    sessions: () => [...player, 'sessions'] as const,
    notifications: {
      all: () => [...player, 'notifications'] as const,
      list: (page?: PageQuery) => [...player, 'notifications', 'list', paging(page)] as const,
    },
    games: {
      all: () => [...player, 'games'] as const,
      list: (provider: Provider, category?: GameCategory) =>
        [...player, 'games', 'list', provider, category ?? 'all'] as const,
      alphabet: () => [...player, 'games', 'alphabet'] as const,
    },
  },
} as const;

/**
 * What a deposit's or a withdrawal's change of state can change: the player's credits, that kind's
 * open orders and history, the promotion in use, and the protection settings (an order holds or
 * frees part of the deposit limit; the statement counts what was paid). One list: the order
 * mutations ask these again after their answer, and the app's order tracker after an order settles.
 */
export function orderChangeKeys(kind: 'deposit' | 'withdrawal'): QueryKey[] {
  const k = queryKeys.player;
  return [k.credits.all(), kind === 'deposit' ? k.deposits.all() : k.withdrawals.all(), k.promotion.all(), k.protection.all()];
}
