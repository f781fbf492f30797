import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../../../features/deposit/DepositScreen';

/** Deposit: credit, the bank account it needs, payment methods (MIDs), rates, open orders and the promotion in use. */
export const Route = createFileRoute('/player/deposit/')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.credits(api)),
      queryClient.ensureQueryData(queries.bankAccounts(api)),
      queryClient.ensureQueryData(queries.paymentMethods(api)),
      queryClient.ensureQueryData(queries.exchangeRates(api)),
      queryClient.ensureQueryData(queries.openDeposits(api)),
      queryClient.ensureQueryData(queries.currentPromotion(api)),
    ]).then(() => undefined),
  component: DepositScreen,
});
