import { queries, type DepositOrder, type Provider } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Link } from '@dokkham/ui/Link';
import { Spinner } from '@dokkham/ui/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { NoBankAccount } from '../bank/NoBankAccount';
import { RestrictionNotice } from '../protection/restriction';
import { DepositForm } from './DepositFields';
import { LimitPrompt } from './DepositLimit';
import { OpenOrderCard, OrderDialog } from './DepositOrder';
import * as css from './DepositScreen.css';

/**
 * Deposit (SPEC §5, §7, §9): without a bank account, a link to add one; with an open order, that
 * order (resume its QR or cancel it); else the form: provider with its credit, payment method
 * (enabled LAK methods, one per MID), amount within the method's limits and what the player's own
 * deposit limit leaves, quick amounts of the agency, and the credit preview of the money module.
 * Submit creates the order (one Idempotency-Key per intent) and opens the QR dialog, which watches
 * the order until it is paid. During a break or self-exclusion the page says so instead of the
 * form (an order already open can still be shown and paid or cancelled); a player with no limit
 * is offered to set one.
 */
export function DepositScreen({ provider }: { provider?: Provider | undefined }) {
  const { t } = useTranslation(['deposit', 'common']);
  const bank = useQuery(queries.bankAccounts());
  const open = useQuery(queries.openDeposits());
  const protection = useQuery(queries.protection());
  const [shown, setShown] = useState<DepositOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Settings that failed to load do not close the page: the agency applies its limits anyway.
  const loading = bank.isPending || open.isPending || protection.isPending;
  const restriction = protection.data?.restriction ?? null;
  const hasAccount = (bank.data?.bankAccounts.length ?? 0) > 0;
  const openOrder = open.data?.orders[0] ?? null;

  const openCard = openOrder && !shown ? <OpenOrderCard order={openOrder} onView={() => setShown(openOrder)} /> : null;

  return (
    <section className={css.screen} aria-busy={loading || undefined}>
      <h1 ref={heading} tabIndex={-1} className={css.title}>
        {t('title')}
      </h1>
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : restriction ? (
        <>
          <RestrictionNotice restriction={restriction} />
          {openCard}
        </>
      ) : !hasAccount ? (
        <NoBankAccount ns="deposit" />
      ) : openCard ? (
        openCard
      ) : (
        <>
          {!shown && protection.data && <LimitPrompt protection={protection.data} onDismissed={() => heading.current?.focus()} />}
          <DepositForm onCreated={setShown} hidden={shown !== null} provider={provider} protection={protection.data} />
        </>
      )}
      {!loading && !restriction && (
        <Link href="/player/responsible-gaming" variant="standalone" className={css.settingsLink}>
          {t('limit.settings')}
        </Link>
      )}
      {shown && (
        <OrderDialog
          key={shown.code}
          order={shown}
          onClose={() => setShown(null)}
        />
      )}
    </section>
  );
}
