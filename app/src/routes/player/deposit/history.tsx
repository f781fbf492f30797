import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { DepositHistoryScreen } from '../../../features/deposit/DepositHistoryScreen';
import { validatePageSearch } from '../../../lib/search';

/** Deposit history, paged by `?page=`. */
export const Route = createFileRoute('/player/deposit/history')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(queries.deposits({ page: deps.page }));
  },
  component: DepositHistoryScreen,
});
