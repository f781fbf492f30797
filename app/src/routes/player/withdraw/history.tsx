import { createFileRoute } from '@tanstack/react-router';
import { WithdrawHistoryScreen } from '../../../features/withdraw/WithdrawHistoryScreen';
import { withdrawHistoryRoute } from '../../../features/withdraw/historyRoute';

/** Withdrawal history, paged by `?page=` (and `?pageSize=`), filtered by `?status=&from=&to=`. */
export const Route = createFileRoute('/player/withdraw/history')({
  ...withdrawHistoryRoute,
  component: function WithdrawHistoryRoute() {
    return <WithdrawHistoryScreen search={Route.useSearch()} />;
  },
});
