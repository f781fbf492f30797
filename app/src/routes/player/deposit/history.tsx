import { createFileRoute } from '@tanstack/react-router';
import { DepositHistoryScreen, depositHistoryRoute } from '../../../features/deposit/DepositHistoryScreen';

/** Deposit history, paged by `?page=` (and `?pageSize=`), filtered by `?status=&from=&to=`. */
export const Route = createFileRoute('/player/deposit/history')({
  ...depositHistoryRoute,
  component: function DepositHistoryRoute() {
    return <DepositHistoryScreen search={Route.useSearch()} />;
  },
});
