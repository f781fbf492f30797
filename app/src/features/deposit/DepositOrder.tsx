/** An open deposit order: its card (resume its QR) and the QR dialog that watches it until it is paid. */
import {
  BANK_CURRENCY,
  isApiError,
  queries,
  queryKeys,
  useCancelDeposit,
  useRecheckDeposit,
  type DepositOrder,
} from '@dokkham/api';
import { errorMessage, useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Spinner } from '@dokkham/ui/Spinner';
import { toast } from '@dokkham/ui/Toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { claimOrder, noteShown } from '../orders/orderNotices';
import { ORDER_POLL_MS } from '../orders/pollPolicy';
import * as css from './DepositScreen.css';

// The dialog pulls the QR encoder: its own chunk, loaded when an order is shown.
const QrDepositDialog = lazy(() => import('@dokkham/ui/QrDepositDialog').then((m) => ({ default: m.QrDepositDialog })));

export function OpenOrderCard({ order, onView }: { order: DepositOrder; onView: () => void }) {
  const { t } = useTranslation(['deposit', 'common']);
  const format = useFormat();
  return (
    <Card title={t('openOrder.title')} headingLevel={2} accent>
      <p>{t('openOrder.text')}</p>
      <dl className={css.orderFacts}>
        <dt>{t('qr.orderCode')}</dt>
        <dd>{order.code}</dd>
        <dt>{t('form.provider')}</dt>
        <dd>{t(`common:provider.${order.provider}`)}</dd>
        <dt>{t('qr.amount')}</dt>
        <dd>{format.money(order.amount, BANK_CURRENCY)}</dd>
        <dt>{t('qr.credit')}</dt>
        <dd>{format.credit(order.totalCredit)}</dd>
      </dl>
      <div className={css.actions}>
        <Button onClick={onView}>{t('openOrder.view')}</Button>
      </div>
    </Card>
  );
}

/**
 * The QR dialog of one order: the QR (depositQr) and the order's status, asked every few seconds
 * while the dialog is open, the page visible and the order neither expired nor final. Paid: the
 * success state, a toast and the credits refetched, without a click.
 */
export function OrderDialog({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const { t } = useTranslation(['deposit', 'errors']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const [notPaid, setNotPaid] = useState(false);
  const [settled, setSettled] = useState<DepositOrder | null>(null);

  const qr = useQuery({ ...queries.depositQr(order.code), staleTime: Infinity, retry: false });
  const watching = !expired && !settled;
  const list = useQuery({
    ...queries.openDeposits(),
    refetchInterval: watching ? ORDER_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const listed = list.data?.orders.find((o) => o.code === order.code);
  // Gone from the open orders: ask the history for how it ended.
  const history = useQuery({ ...queries.deposits(), enabled: !!list.data && !listed && !settled });
  const ended = history.data?.items.find((o) => o.code === order.code);
  const latest = settled ?? (listed || !ended ? (listed ?? order) : ended);
  const status = latest.status.toUpperCase();

  const recheck = useRecheckDeposit();
  const cancel = useCancelDeposit();

  // This dialog announces the order's statuses itself: the /player watcher stays silent for it.
  useEffect(() => claimOrder(order.code), [order.code]);
  useEffect(() => noteShown(order.code, status), [order.code, status]);

  // A paid order: toast once and refetch the credits.
  const toasted = useRef(false);
  useEffect(() => {
    if (status === 'SUCCESS' && !toasted.current) {
      toasted.current = true;
      toast({ variant: 'success', title: t('qr.success', { value: format.credit(latest.totalCredit) }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.credits.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.all() });
    }
  }, [status, latest.totalCredit, format, queryClient, t]);

  const onRecheck = async () => {
    setNotPaid(false);
    try {
      const data = await recheck.mutateAsync(order.code);
      setSettled(data.order);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_NOT_PAID') setNotPaid(true);
      else toast({ title: errorMessage(t, error), variant: 'destructive' });
    }
  };

  const onCancelOrder = async () => {
    try {
      const data = await cancel.mutateAsync(order.code);
      setSettled(data.order);
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
      throw error;
    }
  };

  const qrExpired = isApiError(qr.error) && qr.error.code === 'QR_EXPIRED';

  return (
    <Suspense fallback={<Spinner label={t('qr.title')} />}>
      <QrDepositDialog
        open
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        code={order.code}
        payload={qr.data?.payload ?? ''}
        amount={latest.amount}
        credit={latest.totalCredit}
        status={qrExpired && status === 'OPEN' ? 'CANCELED' : status}
        expiresAt={qr.data?.expiresAt ?? order.expiresAt}
        serverTime={qr.data?.serverTime}
        merchantName={qr.data?.merchantName}
        onRecheck={() => void onRecheck()}
        rechecking={recheck.isPending}
        notPaid={notPaid}
        onNewOrder={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.all() });
          onClose();
        }}
        onCancelOrder={onCancelOrder}
        onExpire={() => {
          setExpired(true);
          void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.open() });
        }}
      />
    </Suspense>
  );
}
