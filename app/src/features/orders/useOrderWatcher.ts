import { queries, type DepositOrder, type Withdrawal } from '@dokkham/api';
import { formatCredit, formatMoney, i18n, loadNamespaces } from '@dokkham/i18n';
import { toast } from '@dokkham/ui/Toast';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markOrderNoticesRead } from '../notifications/markToasted';
import { diffOpenOrders, isClaimed, noticeFor, shownOnScreen, type OrderKind, type OrderNotice } from './orderNotices';
import { settleOrders, useWatchedOrders } from './tracker';

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
 * point; then a changed status or an order gone from the list is toasted, and what it changed asked
 * again. An order a screen shows is that screen's to announce and settle (see orderNotices).
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
    const changed = diff.changed.filter((o) => !isClaimed(o.code));
    const left = diff.left.filter((code) => !isClaimed(code));
    if (changed.length === 0 && left.length === 0) return;

    const announce = (order: Order) => {
      const notice = noticeFor(kind, order.status);
      if (!notice || shownOnScreen(order.code, order.status)) return;
      void showNotice(notice, order);
      // Seen as a toast: not counted unread under the bell too.
      void markOrderNoticesRead(queryClient, kind, order.code);
    };
    for (const change of changed) announce(now.find((o) => o.code === change.code)!);
    void (async () => {
      for (const code of left) {
        const ended = await outcome(queryClient, kind, code);
        if (ended) announce(ended);
      }
      await settleOrders(queryClient, kind);
    })();
  }, [now, kind, queryClient]);
}

/** Mounted once in the /player layout: status changes of deposits and withdrawals reach the player on any page. */
export function useOrderWatcher(): void {
  useAnnounceChanges('deposit', useWatchedOrders('deposit'));
  useAnnounceChanges('withdrawal', useWatchedOrders('withdrawal'));
}
