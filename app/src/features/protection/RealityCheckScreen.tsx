import { useTranslation } from '@dokkham/i18n';

/** Placeholder while the screen is built (issue 25). */
export function RealityCheckScreen() {
  const { t } = useTranslation('protection');
  return <h1>{t('title')}</h1>;
}
