import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { LimitsScreen } from '../../../features/protection/LimitsScreen';

/** Deposit limits: daily, weekly, monthly in kip; a raise waits 24 hours. */
export const Route = createFileRoute('/player/responsible-gaming/limits')({
  staticData: { namespaces: ['protection', 'errors', 'validation'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadNamespaces(route.options.staticData?.namespaces ?? []),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: LimitsScreen,
});
