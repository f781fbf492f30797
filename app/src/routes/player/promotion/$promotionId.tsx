import { queries } from '@dokkham/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PromotionDetailScreen } from '../../../features/promotion/PromotionDetailScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/**
 * Promotion detail (SPEC §2): the promotion list is loaded (or already cached from the list page)
 * and the detail is its entry with this id; an unknown id is Not Found (the router's not-found
 * screen, inside the frame). The screen reads queries.promotionDetail(promotionId), which selects
 * from the same cache. During a break or self-exclusion it says what is closed until when instead
 * of a claim.
 */
export const Route = createFileRoute('/player/promotion/$promotionId')({
  staticData: { namespaces: ['promotion', 'status', 'errors', 'validation', 'protection'] },
  loader: async ({ context: { queryClient }, params: { promotionId }, route }) => {
    const [{ promotions }] = await Promise.all([
      queryClient.ensureQueryData(queries.promotions()),
      queryClient.ensureQueryData(queries.currentPromotion()),
      queryClient.ensureQueryData(queries.blacklist()),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.credits()),
      queryClient.prefetchQuery(queries.protection()),
      loadRouteNamespaces(route),
    ]);
    // A self-excluded player is sent no promotions: an old link shows what is closed until when, not Not Found.
    const restricted = queryClient.getQueryData(queries.protection().queryKey)?.restriction;
    if (!promotions.some((p) => p.id === promotionId) && !restricted) throw notFound();
  },
  component: function PromotionDetailRoute() {
    return <PromotionDetailScreen promotionId={Route.useParams().promotionId} />;
  },
});
