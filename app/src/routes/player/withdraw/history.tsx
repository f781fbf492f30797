import { createFileRoute } from '@tanstack/react-router';
import { WithdrawHistoryScreen, withdrawHistoryRoute } from '../../../features/withdraw/WithdrawHistoryScreen';

/** Withdrawal history, paged by `?page=` (and `?pageSize=`), filtered by `?status=&from=&to=`. */
export const Route = createFileRoute('/player/withdraw/history')({
  ...withdrawHistoryRoute,
  component: WithdrawHistoryScreen,
});
