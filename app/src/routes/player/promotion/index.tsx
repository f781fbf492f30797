import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionListScreen } from '../../../features/promotion/PromotionListScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/** Promotions on offer, the one in use, and what decides whether the player may claim (bank account, blocked, a break or self-exclusion). */
export const Route = createFileRoute('/player/promotion/')({
  staticData: { namespaces: ['promotion', 'status', 'errors', 'validation', 'protection'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.promotions()),
      queryClient.ensureQueryData(queries.currentPromotion()),
      queryClient.ensureQueryData(queries.blacklist()),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.credits()),
      queryClient.prefetchQuery(queries.protection()),
    ]).then(() => undefined),
  component: PromotionListScreen,
});
