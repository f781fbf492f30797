/** The withdraw form's confirmation: the breakdown again and where the money goes, before anything is sent. */
import type { BankAccount, WithdrawalQuote } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { WithdrawBreakdown } from './WithdrawBreakdown';
import * as css from './WithdrawScreen.css';

// The confirmation pulls Radix Dialog: its own chunk, asked for when the form shows (usePreloadConfirm).
const loadConfirmDialog = () => import('@dokkham/ui/ConfirmDialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** Asked for while the player fills the form, so the confirmation opens at once. */
export function usePreloadConfirm(): void {
  useEffect(() => {
    void loadConfirmDialog();
  }, []);
}

/** A submit waiting for the player's answer: the breakdown shown, and how to answer. */
export interface Question {
  breakdown: WithdrawalQuote;
  answer: (confirmed: boolean) => void;
  confirmed?: boolean;
}

/**
 * The submit waiting for the player's confirmation. `confirm` opens it with a breakdown and
 * resolves with the answer: declined, it closes; confirmed, it stays open, busy, until the request
 * has an answer (WithdrawConfirm's `sending`), so a second tap lands on the busy button, never on
 * what a closed sheet would uncover (on a phone, the bottom bar).
 */
export function useConfirmation() {
  const [asking, setAsking] = useState<Question | null>(null);
  const confirm = async (breakdown: WithdrawalQuote): Promise<boolean> => {
    const confirmed = await new Promise<boolean>((answer) => setAsking({ breakdown, answer }));
    setAsking(confirmed ? (open) => open && { ...open, confirmed: true } : null);
    return confirmed;
  };
  return { asking, confirm };
}

export function WithdrawConfirm({
  asking,
  sending,
  account,
  withPromotion,
}: {
  asking: Question | null;
  /** The form's request is out (or being prepared). */
  sending: boolean;
  account: BankAccount;
  withPromotion: boolean;
}) {
  const { t } = useTranslation('withdraw');
  // Asked and not answered yet, or confirmed and being sent; gone once the request has its answer.
  const question = asking && !(asking.confirmed && !sending) ? asking : null;
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) question.answer(false);
        }}
        title={t('confirm.title')}
        description={t('confirm.text')}
        confirmLabel={t('confirm.submit')}
        cancelLabel={t('confirm.back')}
        onConfirm={() => question.answer(true)}
        loading={question.confirmed === true}
      >
        <div className={css.confirmBody}>
          <WithdrawBreakdown breakdown={question.breakdown} withPromotion={withPromotion} />
          {/* Where the money goes: the one account, as on the form. */}
          <dl className={css.orderFacts} aria-label={t('form.bank')}>
            <dt>{t('history.column.bankName')}</dt>
            <dd>{account.bankName}</dd>
            <dt>{t('history.column.accountNumber')}</dt>
            <dd>{account.accountNumber}</dd>
          </dl>
        </div>
      </ConfirmDialog>
    </Suspense>
  );
}
