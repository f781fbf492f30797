import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { BreakScreen } from '../../../features/protection/BreakScreen';

/** Take a break: 24 hours to 6 weeks, confirmed once. */
export const Route = createFileRoute('/player/responsible-gaming/break')({
  staticData: { namespaces: ['protection', 'errors', 'validation'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadNamespaces(route.options.staticData?.namespaces ?? []),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: BreakScreen,
});
