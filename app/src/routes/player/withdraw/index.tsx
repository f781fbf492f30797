import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../../features/withdraw/WithdrawScreen';

/** Withdraw: credit, the bank account, rates, withdrawals being checked and the promotion in use. */
export const Route = createFileRoute('/player/withdraw/')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.credits(api)),
      queryClient.ensureQueryData(queries.bankAccounts(api)),
      queryClient.ensureQueryData(queries.exchangeRates(api)),
      queryClient.ensureQueryData(queries.openWithdrawals(api)),
      queryClient.ensureQueryData(queries.currentPromotion(api)),
    ]).then(() => undefined),
  component: WithdrawScreen,
});
