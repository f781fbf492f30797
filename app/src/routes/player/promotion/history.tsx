import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionHistoryScreen } from '../../../features/promotion/PromotionHistoryScreen';
import { validatePageSearch } from '../../../lib/search';

/** Promotion usages, paged by `?page=`. */
export const Route = createFileRoute('/player/promotion/history')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(queries.usages({ page: deps.page }));
  },
  component: PromotionHistoryScreen,
});
