import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { BankScreen } from '../../../features/bank/BankScreen';

/** Bank accounts: the player's one LAK account and the banks to choose from. */
export const Route = createFileRoute('/player/bank/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.bankAccounts()),
      queryClient.ensureQueryData(queries.banks()),
    ]).then(() => undefined),
  component: BankScreen,
});
