import { BANK_CURRENCY, type WithdrawalQuote } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { MoneyBreakdown } from '@dokkham/ui/MoneyBreakdown';

/**
 * The money module's breakdown of a withdrawal, as the form previews it (titled, live) and the
 * confirmation repeats it (one list, so both always say the same); zeros while there is nothing to
 * break down, and the rate once there is.
 */
export function WithdrawBreakdown({
  breakdown,
  withPromotion,
  preview = false,
}: {
  breakdown: WithdrawalQuote | null;
  withPromotion: boolean;
  /** The form's own preview: its title, and read out as it follows what the player types. */
  preview?: boolean;
}) {
  const { t } = useTranslation('withdraw');
  const format = useFormat();
  const credit = (key: 'credit' | 'bonusDeducted' | 'creditReturned' | 'creditReceived') => ({
    term: t(`preview.${key}`),
    value: format.credit(breakdown?.[key] ?? '0'),
  });
  return (
    <MoneyBreakdown
      title={preview ? t('preview.title') : undefined}
      rows={[credit('credit'), ...(withPromotion ? [credit('bonusDeducted'), credit('creditReturned')] : []), credit('creditReceived')]}
      total={{ term: t('preview.amountReceived'), value: format.money(breakdown?.amount ?? '0', BANK_CURRENCY) }}
      note={breakdown ? t('form.rate', { rate: format.number(breakdown.rate) }) : undefined}
      live={preview}
    />
  );
}
