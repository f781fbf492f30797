import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { BankScreen } from '../../../features/bank/BankScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/** Bank accounts: the player's one LAK account and the banks to choose from. */
export const Route = createFileRoute('/player/bank/')({
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  staticData: { namespaces: ['bank', 'errors', 'validation'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.banks()),
    ]).then(() => undefined),
  component: BankScreen,
});
