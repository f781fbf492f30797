import { queries, queryKeys, type DepositOrder, type Withdrawal } from '@dokkham/api';
import { formatCredit, formatMoney, i18n, loadNamespaces } from '@dokkham/i18n';
import { toast } from '@dokkham/ui/Toast';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ORDER_POLL_MS } from './pollPolicy';
import { diffOpenOrders, noticeFor, shownOnScreen, type OrderKind, type OrderNotice } from './orderNotices';

type Order = DepositOrder | Withdrawal;

/** The toast of a notice, in the page's language (the order namespaces are lazy: loaded on demand). */
async function showNotice(notice: OrderNotice, order: Order): Promise<void> {
  await loadNamespaces(['deposit', 'withdraw']).catch(() => undefined);
  const t = i18n.t.bind(i18n);
  const na = t('common:na');
  const title = {
    depositPaid: () => t('deposit:qr.paidNotice'),
    depositSuccess: () => t('deposit:qr.success', { value: formatCredit((order as DepositOrder).totalCredit, { na }) }),
    depositFailed: () => t('deposit:notice.failed', { code: order.code }),
    depositRejected: () => t('deposit:notice.rejected', { code: order.code }),
    withdrawalSuccess: () => t('withdraw:success', { value: formatMoney(order.amount, order.currency, { na }) }),
    withdrawalRejected: () => t('withdraw:rejected'),
    withdrawalFailed: () => t('withdraw:cannotWithdraw'),
  }[notice]();
  // Paid is news, not yet the end (the credit follows); success and refusals have their tones.
  const variant = notice === 'depositPaid' ? 'default' : notice === 'depositSuccess' || notice === 'withdrawalSuccess' ? 'success' : 'destructive';
  toast({ title, variant });
}

/** How a settled order ended: the first page of its history (newest first), asked afresh; null if not there. */
async function outcome(queryClient: QueryClient, kind: OrderKind, code: string): Promise<Order | null> {
  const items: Order[] | undefined =
    kind === 'deposit'
      ? (await queryClient.fetchQuery({ ...queries.deposits(), staleTime: 0 }).catch(() => null))?.items
      : (await queryClient.fetchQuery({ ...queries.withdrawals(), staleTime: 0 }).catch(() => null))?.items;
  return items?.find((o) => o.code === code) ?? null;
}

/**
 * What the watcher does with each answer of one kind's open orders: the first answer is the starting
 * point; then a changed status or an order gone from the list is toasted (unless a screen shows that
 * order: see orderNotices) and credits, histories and the promotion in use are refetched.
 */
function useAnnounceChanges(kind: OrderKind, now: readonly Order[] | undefined) {
  const queryClient = useQueryClient();
  const before = useRef<Map<string, string> | null>(null);

  useEffect(() => {
    if (!now) return;
    const previous = before.current;
    before.current = new Map(now.map((o) => [o.code, o.status]));
    if (!previous) return;
    const diff = diffOpenOrders(previous, now);
    if (diff.changed.length === 0 && diff.left.length === 0) return;

    const announce = (order: Order) => {
      const notice = noticeFor(kind, order.status);
      if (notice && !shownOnScreen(order.code, order.status)) void showNotice(notice, order);
    };
    for (const change of diff.changed) announce(now.find((o) => o.code === change.code)!);
    void (async () => {
      for (const code of diff.left) {
        const ended = await outcome(queryClient, kind, code);
        if (ended) announce(ended);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.credits.all() }),
        queryClient.invalidateQueries({
          queryKey: kind === 'deposit' ? queryKeys.player.deposits.all() : queryKeys.player.withdrawals.all(),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.promotion.all() }),
      ]);
    })();
  }, [now, kind, queryClient]);
}

/** Poll only while something is in flight; react-query pauses the interval in a hidden tab. */
const whileOpen = (count: number | undefined) => (count ? ORDER_POLL_MS : false);

/** Mounted once in the /player layout: status changes of deposits and withdrawals reach the player on any page. */
export function useOrderWatcher(): void {
  const deposits = useQuery({
    ...queries.openDeposits(),
    refetchInterval: (query) => whileOpen(query.state.data?.orders.length),
    refetchIntervalInBackground: false,
  });
  const withdrawals = useQuery({
    ...queries.openWithdrawals(),
    refetchInterval: (query) => whileOpen(query.state.data?.withdrawals.length),
    refetchIntervalInBackground: false,
  });
  useAnnounceChanges('deposit', deposits.data?.orders);
  useAnnounceChanges('withdrawal', withdrawals.data?.withdrawals);
}
