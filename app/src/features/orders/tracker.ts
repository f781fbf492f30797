/**
 * The order tracker: how the QR dialog, the withdraw waiting state and the watcher follow orders in
 * flight. One poll policy (pollPolicy.ts), one list of what a settled order refreshes (the api's
 * orderChangeKeys), one registry of which screen has claimed an order (orderNotices.ts).
 *
 * An order is asked for among its kind's open orders; once it has left them, the history's first
 * page (newest first) says how it ended. The page coming back into view, or regaining focus (the
 * player returns from the bank app), asks at once and restarts the fast minute.
 */
import {
  orderChangeKeys,
  queries,
  type ApiError,
  type DepositOrder,
  type OpenDepositsResponse,
  type OpenWithdrawalsResponse,
  type Withdrawal,
} from '@dokkham/api';
import { useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { claimOrder, claimsVersion, isClaimed, subscribeClaims } from './orderNotices';
import { isFinalStatus, orderPollDelay, type OrderKind } from './pollPolicy';

type Order = DepositOrder | Withdrawal;
export type OrderOf<K extends OrderKind> = K extends 'deposit' ? DepositOrder : Withdrawal;

// The lists of both kinds as plain arrays of orders (their answers differ only in the field's name).
const openDeposits = (data: OpenDepositsResponse): Order[] => data.orders;
const openWithdrawals = (data: OpenWithdrawalsResponse): Order[] => data.withdrawals;
const historyItems = (data: { items: Order[] }): Order[] => data.items;

type ListOptions = UseQueryOptions<unknown, ApiError, Order[], QueryKey>;

/** One kind's open orders, or its history's first page, as one query shape for both kinds. */
function listQuery(kind: OrderKind, list: 'open' | 'history'): { options: ListOptions; items: (data: unknown) => Order[] } {
  const [query, items] =
    kind === 'deposit'
      ? list === 'open'
        ? [queries.openDeposits(), openDeposits]
        : [queries.deposits(), historyItems]
      : list === 'open'
        ? [queries.openWithdrawals(), openWithdrawals]
        : [queries.withdrawals(), historyItems];
  const select = items as (data: unknown) => Order[];
  // The cast joins four typed query options into one shape; `select` makes their data alike.
  return { options: { ...(query as unknown as ListOptions), select }, items: select };
}

const isVisible = () => document.visibilityState === 'visible';

interface PollOptions {
  enabled?: boolean;
  /** Whether the list, as it now stands, still needs asking (the order not yet final ...). */
  polling: (orders: Order[] | undefined) => boolean;
  /** When the order's QR expires, on this device's clock (ms). */
  expiresAt?: number | undefined;
}

/** One list, asked by the poll policy while `polling` says so; at once when the page comes back. */
function usePolledList(kind: OrderKind, list: 'open' | 'history', { enabled = true, polling, expiresAt }: PollOptions) {
  const { options, items } = listQuery(kind, list);
  // When the fast minute began, and which orders the list held then (read by the poll, not in render).
  const since = useRef<{ at: number; codes: string } | null>(null);
  const result = useQuery({
    ...options,
    enabled,
    refetchInterval: (query) => {
      const orders = query.state.data === undefined ? undefined : items(query.state.data);
      // A new set of orders (one created or resumed) restarts the fast minute.
      const codes = orders?.map((o) => o.code).join(' ') ?? '';
      if (since.current?.codes !== codes) since.current = { at: Date.now(), codes };
      return orderPollDelay({ since: since.current.at, now: Date.now(), visible: isVisible(), final: !polling(orders), expiresAt });
    },
    refetchIntervalInBackground: false,
    // Coming back is handled below (focus too, not only visibility), once.
    refetchOnWindowFocus: false,
  });

  const active = enabled && polling(result.data);
  const { refetch } = result;
  useEffect(() => {
    if (!active) return;
    const back = () => {
      if (!isVisible()) return;
      if (since.current) since.current.at = Date.now();
      // Visibility and focus arrive together: one request (a running one is kept, not restarted).
      void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [active, refetch]);
  return result;
}

/** After an order settled (or was created, cancelled, expired): what it changes is asked again. */
export function settleOrders(queryClient: QueryClient, kind: OrderKind): Promise<void> {
  return Promise.all(orderChangeKeys(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export interface TrackOptions<K extends OrderKind> {
  /** A newer state the screen received itself (a recheck's or a cancel's answer). */
  answered?: OrderOf<K> | null;
  /** When its QR expires (the QR's own time), and the server's time when the QR was read. */
  expiry?: { expiresAt: string; serverTime: string; readAt: number } | undefined;
  /** The screen stopped watching (its QR expired). */
  stopped?: boolean;
}

/**
 * One order a screen shows, followed until its final status: the latest state and whether it is
 * final. The screen claims it meanwhile (the watcher then neither polls nor toasts it); once it
 * settles, what it changed is refreshed. An order shown already final is not asked at all.
 */
export function useTrackedOrder<K extends OrderKind>(
  kind: K,
  order: OrderOf<K>,
  { answered = null, expiry, stopped = false }: TrackOptions<K> = {},
): { latest: OrderOf<K>; final: boolean } {
  const queryClient = useQueryClient();
  const code = order.code;
  const shownFinal = isFinalStatus(kind, order.status);
  const answeredFinal = answered !== null && isFinalStatus(kind, answered.status);
  const watching = !shownFinal && !answeredFinal && !stopped;
  // The QR's expiry on this device's clock: the server's time tells how far apart the clocks are.
  const expiresAt = expiry ? Date.parse(expiry.expiresAt) - (Date.parse(expiry.serverTime) - expiry.readAt) : undefined;

  useEffect(() => claimOrder(code), [code]);

  const open = usePolledList(kind, 'open', {
    enabled: watching,
    polling: (orders) => orders === undefined || orders.some((o) => o.code === code),
    expiresAt,
  });
  const listed = open.data?.find((o) => o.code === code);
  const history = usePolledList(kind, 'history', {
    enabled: watching && !!open.data && !listed,
    polling: (orders) => {
      const found = orders?.find((o) => o.code === code);
      return !found || !isFinalStatus(kind, found.status);
    },
    expiresAt,
  });
  const found = history.data?.find((o) => o.code === code);
  const ended = !listed && found && isFinalStatus(kind, found.status) ? found : undefined;

  const latest = (answeredFinal ? answered : (ended ?? listed ?? answered ?? order)) as OrderOf<K>;
  const final = isFinalStatus(kind, latest.status);

  // Settled here: once, and not for an order that was final when shown.
  const settled = useRef(shownFinal);
  useEffect(() => {
    if (!final || settled.current) return;
    settled.current = true;
    void settleOrders(queryClient, kind);
  }, [final, kind, queryClient]);

  return { latest, final };
}

/**
 * One kind's open orders for the watcher: asked by the poll policy while any of them is not shown
 * by a screen (a screen that shows an order polls it, and refreshes this same list).
 */
export function useWatchedOrders(kind: OrderKind): Order[] | undefined {
  // Claims change outside React: a re-render here re-decides the poll.
  useSyncExternalStore(subscribeClaims, claimsVersion);
  return usePolledList(kind, 'open', {
    polling: (orders) => !!orders && orders.some((o) => !isClaimed(o.code)),
  }).data;
}
