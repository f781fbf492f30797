import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../../features/withdraw/WithdrawScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/** Withdraw: credit, the bank account, rates, withdrawals being checked and the promotion in use. */
export const Route = createFileRoute('/player/withdraw/')({
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  staticData: { namespaces: ['withdraw', 'status', 'errors', 'validation', 'receipt'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.credits()),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.exchangeRates()),
      queryClient.ensureQueryData(queries.openWithdrawals()),
      queryClient.ensureQueryData(queries.currentPromotion()),
    ]).then(() => undefined),
  component: WithdrawScreen,
});
