import { createFileRoute } from '@tanstack/react-router';
import { DepositHistoryScreen } from '../../../features/deposit/DepositHistoryScreen';
import { depositHistoryRoute } from '../../../features/deposit/historyRoute';

/** Deposit history, paged by `?page=` (and `?pageSize=`), filtered by `?status=&from=&to=`. */
export const Route = createFileRoute('/player/deposit/history')({
  ...depositHistoryRoute,
  component: function DepositHistoryRoute() {
    return <DepositHistoryScreen search={Route.useSearch()} />;
  },
});
