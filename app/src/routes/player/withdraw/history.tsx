import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawHistoryScreen } from '../../../features/withdraw/WithdrawHistoryScreen';
import { pagedHistoryRoute } from '../../../lib/pagedHistory';

/** Withdrawal history, paged by `?page=` (and `?pageSize=`). */
export const Route = createFileRoute('/player/withdraw/history')({
  ...pagedHistoryRoute(queries.withdrawals),
  component: WithdrawHistoryScreen,
});
