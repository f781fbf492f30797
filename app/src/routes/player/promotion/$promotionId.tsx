import { queries } from '@dokkham/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PromotionDetailScreen } from '../../../features/promotion/PromotionDetailScreen';

/**
 * Promotion detail (SPEC §2): the promotion list is loaded (or already cached from the list page)
 * and the detail is its entry with this id; an unknown id is Not Found. The screen reads it with
 * useSuspenseQuery(queries.promotionDetail(promotionId)), which selects from the same cache.
 */
export const Route = createFileRoute('/player/promotion/$promotionId')({
  loader: async ({ context: { queryClient }, params: { promotionId } }) => {
    const [{ promotions }] = await Promise.all([
      queryClient.ensureQueryData(queries.promotions()),
      queryClient.ensureQueryData(queries.currentPromotion()),
    ]);
    if (!promotions.some((p) => p.id === promotionId)) throw notFound();
  },
  component: PromotionDetailScreen,
});
