import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function DepositScreen() {
  const { t } = useTranslation('deposit');
  return <ScreenPlaceholder title={t('title')} />;
}
