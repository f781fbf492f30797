import { queries, type Withdrawal } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Spinner } from '@dokkham/ui/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NoBankAccount } from '../bank/NoBankAccount';
import { WithdrawForm } from './WithdrawForm';
import * as css from './WithdrawScreen.css';
import { WithdrawalStatus } from './WithdrawalStatus';

/**
 * Withdraw (SPEC §5, §8, §9): without a bank account, a link to add one; with a withdrawal being
 * checked (just sent, or found on return or reload), its live status until it ends; else the form
 * (WithdrawForm.tsx): provider with its credit, the player's one bank account, the credit within
 * the agency's limits ('withdraw all' fills the balance), the promotion's rules said in words, and
 * the breakdown of the money module, the same arithmetic the backend applies, before the player confirms.
 */
export function WithdrawScreen() {
  const { t } = useTranslation(['withdraw', 'common']);
  const bank = useQuery(queries.bankAccounts());
  const open = useQuery(queries.openWithdrawals());
  const [shown, setShown] = useState<Withdrawal | null>(null);
  // The one the player closed with 'new withdrawal' (the open list may still hold it a moment).
  const [dismissed, setDismissed] = useState<string | null>(null);

  const loading = bank.isPending || open.isPending;
  const account = bank.data?.bankAccounts[0];
  const listed = open.data?.withdrawals[0] ?? null;
  const openOne = listed && listed.code !== dismissed ? listed : null;
  // An open withdrawal found on return stays shown after it leaves the open list, so its outcome
  // is told here (state adjusted while rendering, not in an effect).
  if (openOne && !shown) setShown(openOne);
  const current = shown ?? openOne;

  return (
    <section className={css.screen} aria-busy={loading || undefined}>
      <h1 className={css.title}>{t('title')}</h1>
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : !account ? (
        <NoBankAccount ns="withdraw" />
      ) : current ? (
        <WithdrawalStatus
          key={current.code}
          withdrawal={current}
          onNew={() => {
            setDismissed(current.code);
            setShown(null);
          }}
        />
      ) : (
        <WithdrawForm account={account} onCreated={setShown} />
      )}
    </section>
  );
}
