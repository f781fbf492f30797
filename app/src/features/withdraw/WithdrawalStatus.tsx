import { BANK_CURRENCY, type Withdrawal } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { Reveal } from '@dokkham/ui/Reveal';
import { Spinner } from '@dokkham/ui/Spinner';
import { StatusBadge } from '@dokkham/ui/StatusBadge';
import { useTrackedOrder } from '../orders/tracker';
import * as css from './WithdrawScreen.css';

/**
 * One withdrawal from sending to its outcome: 'please wait, your request is being checked' with
 * its live status (followed by the order tracker), then success with the value or 'withdrawal
 * rejected'. This screen announces it: the frame's watcher toasts it only once the player left.
 */
export function WithdrawalStatus({ withdrawal, onNew }: { withdrawal: Withdrawal; onNew: () => void }) {
  const { t } = useTranslation(['withdraw', 'common', 'receipt']);
  const format = useFormat();
  // Followed until it ends (the tracker refreshes the credit, given back when rejected, and the lists);
  // shown already ended (e.g. resumed from the history): nothing to follow.
  const { latest, final } = useTrackedOrder('withdrawal', withdrawal);
  const ended = final ? latest : null;
  const success = latest.status === 'SUCCESS';

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
          <Link href={`/player/withdraw/history/${encodeURIComponent(latest.code)}`} variant="standalone">
            {t('receipt:view')}
          </Link>
          <Link href="/player/withdraw/history" variant="standalone">
            {t('result.history')}
          </Link>
        </div>
      </Card>
    </Reveal>
  );
}
