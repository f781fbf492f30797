import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionListScreen } from '../../../features/promotion/PromotionListScreen';

/** Promotions on offer and the one in use. */
export const Route = createFileRoute('/player/promotion/')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.promotions(api)),
      queryClient.ensureQueryData(queries.currentPromotion(api)),
    ]).then(() => undefined),
  component: PromotionListScreen,
});
