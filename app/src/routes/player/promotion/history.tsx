import { createFileRoute } from '@tanstack/react-router';
import { PromotionHistoryScreen, promotionHistoryRoute } from '../../../features/promotion/PromotionHistoryScreen';

/** Promotion usages, paged by `?page=` (and `?pageSize=`). */
export const Route = createFileRoute('/player/promotion/history')({
  ...promotionHistoryRoute,
  component: PromotionHistoryScreen,
});
