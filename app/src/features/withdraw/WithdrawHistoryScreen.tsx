import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function WithdrawHistoryScreen() {
  const { t } = useTranslation('withdraw');
  return <ScreenPlaceholder title={t('history.title')} />;
}
