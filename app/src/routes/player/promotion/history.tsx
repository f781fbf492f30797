import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionHistoryScreen } from '../../../features/promotion/PromotionHistoryScreen';
import { pagedHistoryRoute } from '../../../lib/pagedHistory';

/** Promotion usages, paged by `?page=` (and `?pageSize=`). */
export const Route = createFileRoute('/player/promotion/history')({
  ...pagedHistoryRoute(queries.usages),
  component: PromotionHistoryScreen,
});
