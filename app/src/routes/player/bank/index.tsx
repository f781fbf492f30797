import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { BankScreen } from '../../../features/bank/BankScreen';

/** Bank accounts: the player's one LAK account and the banks to choose from. */
export const Route = createFileRoute('/player/bank/')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.bankAccounts(api)),
      queryClient.ensureQueryData(queries.banks(api)),
    ]).then(() => undefined),
  component: BankScreen,
});
