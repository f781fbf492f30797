import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function BankScreen() {
  const { t } = useTranslation('bank');
  return <ScreenPlaceholder title={t('title')} />;
}
