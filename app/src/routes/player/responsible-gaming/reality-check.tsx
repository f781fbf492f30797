import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { RealityCheckScreen } from '../../../features/protection/RealityCheckScreen';

/** The reality-check interval. */
export const Route = createFileRoute('/player/responsible-gaming/reality-check')({
  staticData: { namespaces: ['protection', 'errors', 'validation'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadNamespaces(route.options.staticData?.namespaces ?? []),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: RealityCheckScreen,
});
