import { BANK_CURRENCY, queries, queryKeys, type Withdrawal } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { Reveal } from '@dokkham/ui/Reveal';
import { Spinner } from '@dokkham/ui/Spinner';
import { StatusBadge } from '@dokkham/ui/StatusBadge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ORDER_POLL_MS } from '../orders/pollPolicy';
import * as css from './WithdrawScreen.css';

/** Still being checked (SPEC §4: OPEN is waiting); anything else is the outcome. */
const isWaiting = (status: string) => status.toUpperCase() === 'OPEN';

/**
 * One withdrawal from sending to its outcome: 'please wait, your request is being checked' with
 * its live status (the open withdrawals asked every few seconds while the page is visible; once it
 * left them, the history says how it ended), then success with the value or 'withdrawal rejected',
 * and the credits refetched. The frame's watcher toasts status changes wherever the player is.
 */
export function WithdrawalStatus({ withdrawal, onNew }: { withdrawal: Withdrawal; onNew: () => void }) {
  const { t } = useTranslation(['withdraw', 'common']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const code = withdrawal.code;
  // Shown already ended (e.g. resumed from the history): nothing to watch.
  const initial = isWaiting(withdrawal.status) ? null : withdrawal;

  // Asked while it is (or may be) among the open withdrawals ...
  const list = useQuery({
    ...queries.openWithdrawals(),
    enabled: !initial,
    refetchInterval: (query) => (query.state.data && !query.state.data.withdrawals.some((w) => w.code === code) ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: false,
  });
  const listed = list.data?.withdrawals.find((w) => w.code === code);
  // ... then the history's first page (newest first) says how it ended.
  const history = useQuery({
    ...queries.withdrawals(),
    enabled: !initial && !!list.data && !listed,
    refetchInterval: (query) => {
      const found = query.state.data?.items.find((w) => w.code === code);
      return found && !isWaiting(found.status) ? false : ORDER_POLL_MS;
    },
    refetchIntervalInBackground: false,
  });
  const found = history.data?.items.find((w) => w.code === code);
  const ended = initial ?? (!listed && found && !isWaiting(found.status) ? found : null);

  // The outcome, once: the credit (given back when rejected) and the lists are asked again.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!ended || refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.credits.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.withdrawals.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.promotion.all() });
  }, [ended, queryClient]);

  const latest = ended ?? listed ?? withdrawal;
  const status = latest.status.toUpperCase();
  const success = status === 'SUCCESS';

  const facts = (
    <dl className={css.orderFacts}>
      <dt>{t('history.column.code')}</dt>
      <dd>{latest.code}</dd>
      <dt>{t('history.column.provider')}</dt>
      <dd>{t(`common:provider.${latest.provider}`)}</dd>
      <dt>{t('preview.credit')}</dt>
      <dd>{format.credit(latest.credit)}</dd>
      <dt>{t('preview.creditReceived')}</dt>
      <dd>{format.credit(latest.creditReceived)}</dd>
      <dt>{t('preview.amountReceived')}</dt>
      <dd>{format.money(latest.amount, BANK_CURRENCY)}</dd>
      <dt>{t('history.column.status')}</dt>
      <dd>
        <StatusBadge status={latest.status} />
      </dd>
    </dl>
  );

  if (!ended)
    return (
      // Each state is new content where the form was: brought into view, its heading focused.
      <Reveal key="pending">
        <Card title={t('pending.title')} headingLevel={2} accent>
          <div className={css.statusLine}>
            <Spinner size="sm" decorative />
            <output>{t('pending.text')}</output>
          </div>
          <p className={css.providerCredit}>{t('pending.live')}</p>
          {facts}
        </Card>
      </Reveal>
    );

  return (
    <Reveal key="result">
      <Card title={success ? t('successTitle') : t('rejected')} headingLevel={2} accent={success}>
        {success ? (
          <p>
            <output>{t('success', { value: format.money(latest.amount, BANK_CURRENCY) })}</output>
          </p>
        ) : (
          <p role="alert">{t('result.rejectedText')}</p>
        )}
        {facts}
        <div className={css.actions}>
          <Button onClick={onNew}>{t('result.newWithdrawal')}</Button>
          <Link href="/player/withdraw/history" variant="standalone">
            {t('result.history')}
          </Link>
        </div>
      </Card>
    </Reveal>
  );
}
