import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionListScreen } from '../../../features/promotion/PromotionListScreen';

/** Promotions on offer and the one in use. */
export const Route = createFileRoute('/player/promotion/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.promotions()),
      queryClient.ensureQueryData(queries.currentPromotion()),
    ]).then(() => undefined),
  component: PromotionListScreen,
});
