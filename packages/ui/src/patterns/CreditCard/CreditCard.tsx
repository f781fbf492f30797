import { useFormat, useTranslation, type Formatters } from '@dokkham/i18n';
import { useId, type ReactNode } from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { RefreshIcon, WalletIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './CreditCard.css';

type Currency = Parameters<Formatters['money']>[1];

export interface CreditCardProps {
  /** Provider name as shown to players (e.g. "Alphabet"). */
  provider: string;
  /** Credit as a decimal string; undefined while it has not loaded. */
  amount?: string | null;
  /** Credit is THB (SPEC §1). */
  currency?: Currency;
  /** Fetching: the refresh button spins; without an amount yet, a placeholder shows. */
  loading?: boolean;
  /** Shows the refresh button. */
  onRefresh?: () => void;
  /** The credit could not be loaded (translated text). */
  error?: ReactNode;
  /** Provider logo or icon; a wallet by default. */
  icon?: ReactNode;
  /** Small text under the provider name; defaults to "Credit". */
  caption?: ReactNode;
  /** Actions under the amount (e.g. Deposit / Withdraw LinkButtons). */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A provider's credit in THB with a refresh action. */
export function CreditCard({
  provider,
  amount,
  currency = 'THB',
  loading = false,
  onRefresh,
  error,
  icon,
  caption,
  footer,
  headingLevel = 3,
  className,
}: CreditCardProps) {
  const { t } = useTranslation('ui');
  const format = useFormat();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasAmount = amount !== undefined && amount !== null;
  return (
    <section className={cx(s.root, className)} aria-labelledby={titleId}>
      <div className={s.header}>
        <span className={s.providerIcon} aria-hidden="true">
          {icon ?? <WalletIcon />}
        </span>
        <div className={s.names}>
          <Heading id={titleId} className={s.provider}>
            {provider}
          </Heading>
          <span className={s.caption}>{caption ?? t('credit.label')}</span>
        </div>
        {onRefresh ? (
          <IconButton
            label={t('credit.refresh', { provider })}
            icon={<RefreshIcon />}
            variant="ghost"
            loading={loading}
            onClick={onRefresh}
          />
        ) : null}
      </div>
      <div className={s.amountRow} aria-busy={loading || undefined}>
        {hasAmount ? (
          <>
            <span className={s.amount}>{format.money(amount, currency, { code: false })}</span>
            <span className={s.currency}>{currency}</span>
          </>
        ) : error ? (
          <span className={s.error}>{error}</span>
        ) : (
          <>
            <span className={s.skeleton} aria-hidden="true" />
            <span className={visuallyHidden}>{t('loading')}</span>
          </>
        )}
      </div>
      {hasAmount && error ? <p className={s.error}>{error}</p> : null}
      {footer ? <div className={s.footer}>{footer}</div> : null}
    </section>
  );
}
