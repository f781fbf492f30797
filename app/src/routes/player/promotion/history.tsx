import { createFileRoute } from '@tanstack/react-router';
import { PromotionHistoryScreen } from '../../../features/promotion/PromotionHistoryScreen';
import { promotionHistoryRoute } from '../../../features/promotion/historyRoute';

/** Promotion usages, paged by `?page=` (and `?pageSize=`). */
export const Route = createFileRoute('/player/promotion/history')({
  ...promotionHistoryRoute,
  component: function PromotionHistoryRoute() {
    return <PromotionHistoryScreen search={Route.useSearch()} />;
  },
});
