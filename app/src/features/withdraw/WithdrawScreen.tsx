import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  return <ScreenPlaceholder title={t('title')} />;
}
