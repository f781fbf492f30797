import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER: the landing page (home header, categories, providers, calls to register and log in). */
export function LandingScreen() {
  const { t } = useTranslation('home');
  return <ScreenPlaceholder title={t('header.title')} />;
}
