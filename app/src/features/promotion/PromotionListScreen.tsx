import { useTranslation } from '@dokkham/i18n';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER until the screens issue. */
export function PromotionListScreen() {
  const { t } = useTranslation('promotion');
  return <ScreenPlaceholder title={t('title')} />;
}
