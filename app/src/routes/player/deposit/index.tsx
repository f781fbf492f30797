import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../../../features/deposit/DepositScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';
import { validateDepositSearch } from '../../../lib/search';

/**
 * Deposit (`?provider=` preselects a provider): credit, the bank account it needs, payment methods
 * (MIDs), rates, open orders, the promotion in use and the player's protection settings (limits, a
 * break or self-exclusion).
 */
export const Route = createFileRoute('/player/deposit/')({
  validateSearch: validateDepositSearch,
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  staticData: { namespaces: ['deposit', 'protection', 'status', 'errors', 'validation', 'receipt'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.credits()),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.paymentMethods()),
      queryClient.ensureQueryData(queries.exchangeRates()),
      queryClient.ensureQueryData(queries.openDeposits()),
      queryClient.ensureQueryData(queries.currentPromotion()),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: function DepositRoute() {
    return <DepositScreen provider={Route.useSearch({ select: (s) => s.provider })} />;
  },
});
