import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../../features/withdraw/WithdrawScreen';

/** Withdraw: credit, the bank account, rates, withdrawals being checked and the promotion in use. */
export const Route = createFileRoute('/player/withdraw/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.credits()),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.exchangeRates()),
      queryClient.ensureQueryData(queries.openWithdrawals()),
      queryClient.ensureQueryData(queries.currentPromotion()),
    ]).then(() => undefined),
  component: WithdrawScreen,
});
