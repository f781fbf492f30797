import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function DepositHistoryScreen() {
  const { t } = useTranslation('deposit');
  return <ScreenPlaceholder title={t('history.title')} />;
}
