import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { DepositHistoryScreen } from '../../../features/deposit/DepositHistoryScreen';
import { pagedHistoryRoute, validateOrderFilters } from '../../../lib/pagedHistory';

/** Deposit history, paged by `?page=` (and `?pageSize=`), filtered by `?status=&from=&to=`. */
export const Route = createFileRoute('/player/deposit/history')({
  ...pagedHistoryRoute(queries.deposits, validateOrderFilters),
  component: DepositHistoryScreen,
});
