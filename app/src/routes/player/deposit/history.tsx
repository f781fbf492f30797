import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { DepositHistoryScreen } from '../../../features/deposit/DepositHistoryScreen';
import { pagedHistoryRoute } from '../../../lib/pagedHistory';

/** Deposit history, paged by `?page=` (and `?pageSize=`). */
export const Route = createFileRoute('/player/deposit/history')({
  ...pagedHistoryRoute(queries.deposits),
  component: DepositHistoryScreen,
});
