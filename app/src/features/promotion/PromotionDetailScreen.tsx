import { queries } from '@dokkham/api';
import { currentLanguage, useTranslation } from '@dokkham/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../Placeholder';

const route = getRouteApi('/player/promotion/$promotionId');

/** PLACEHOLDER: the promotion's title from the list entry (the route loader guarantees it exists). */
export function PromotionDetailScreen() {
  const { t } = useTranslation('promotion');
  const { promotionId } = route.useParams();
  const { data: promotion } = useSuspenseQuery(queries.promotionDetail(promotionId));
  return <ScreenPlaceholder title={promotion?.title[currentLanguage()] ?? t('detail.title')} />;
}
