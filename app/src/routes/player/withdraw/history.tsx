import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawHistoryScreen } from '../../../features/withdraw/WithdrawHistoryScreen';
import { validatePageSearch } from '../../../lib/search';

/** Withdrawal history, paged by `?page=`. */
export const Route = createFileRoute('/player/withdraw/history')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(queries.withdrawals({ page: deps.page }));
  },
  component: WithdrawHistoryScreen,
});
