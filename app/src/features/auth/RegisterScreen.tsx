import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER: registration. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  return <ScreenPlaceholder title={t('register.title')} />;
}
