/** An open deposit order: its card (resume its QR) and the QR dialog that watches it until it is paid. */
import {
  BANK_CURRENCY,
  isApiError,
  queries,
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
import { noteShown } from '../orders/orderNotices';
import { settleOrders, useTrackedOrder } from '../orders/tracker';
import { ReportProblem } from '../receipt/ReportProblem';
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
 * The QR dialog of one order: the QR (depositQr) and the order's status, followed by the order
 * tracker while the dialog is open, the page visible and the order neither expired nor final.
 * Paid: the success state and a toast, without a click (the tracker refreshes the credits).
 */
export function OrderDialog({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const { t } = useTranslation(['deposit', 'errors']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const [notPaid, setNotPaid] = useState(false);
  const [answered, setAnswered] = useState<DepositOrder | null>(null);

  const qr = useQuery({ ...queries.depositQr(order.code), staleTime: Infinity, retry: false });
  const expiry = qr.data && { expiresAt: qr.data.expiresAt, serverTime: qr.data.serverTime, readAt: qr.dataUpdatedAt };
  // A QR the agency says has expired: the order can no longer be paid (the agency cancels it).
  const qrExpired = isApiError(qr.error) && qr.error.code === 'QR_EXPIRED';
  const { latest } = useTrackedOrder('deposit', order, { answered, expiry, stopped: expired || qrExpired });
  const status = latest.status;

  const recheck = useRecheckDeposit();
  const cancel = useCancelDeposit();

  // This dialog announces the order's statuses itself: the /player watcher stays silent for them.
  useEffect(() => noteShown(order.code, status), [order.code, status]);

  // A paid order: toast once.
  const toasted = useRef(false);
  useEffect(() => {
    if (status === 'SUCCESS' && !toasted.current) {
      toasted.current = true;
      toast({ variant: 'success', title: t('qr.success', { value: format.credit(latest.totalCredit) }) });
    }
  }, [status, latest.totalCredit, format, t]);

  const onRecheck = async () => {
    setNotPaid(false);
    try {
      const data = await recheck.mutateAsync(order.code);
      setAnswered(data.order);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_NOT_PAID') setNotPaid(true);
      else toast({ title: errorMessage(t, error), variant: 'destructive' });
    }
  };

  const onCancelOrder = async () => {
    try {
      const data = await cancel.mutateAsync(order.code);
      setAnswered(data.order);
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
      throw error;
    }
  };

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
          void settleOrders(queryClient, 'deposit');
          onClose();
        }}
        onCancelOrder={onCancelOrder}
        receiptHref={`/player/deposit/history/${encodeURIComponent(order.code)}`}
        reportProblem={<ReportProblem order={latest} fullWidth />}
        onExpire={() => {
          setExpired(true);
          // The agency cancels it now: it frees its part of the deposit limit too.
          void settleOrders(queryClient, 'deposit');
        }}
      />
    </Suspense>
  );
}
