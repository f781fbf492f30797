import { useTranslation } from '@dokkham/i18n';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';

/**
 * A money screen without the player's bank account (SPEC §5): why it needs one, in the screen's
 * own words (`form.noBankAccount`, `form.addBankAccount` of its namespace), and the way to add it.
 */
export function NoBankAccount({ ns }: { ns: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation(ns);
  return (
    <Card>
      <p>{t('form.noBankAccount')}</p>
      <Link href="/player/bank" variant="standalone">
        {t('form.addBankAccount')}
      </Link>
    </Card>
  );
}
