import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { ProtectionHubScreen } from '../../../features/protection/ProtectionHubScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/** Responsible gaming: what the player has set (limits, reality check, a break or exclusion), the tools, where to get help. */
export const Route = createFileRoute('/player/responsible-gaming/')({
  staticData: { namespaces: ['protection', 'errors'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: ProtectionHubScreen,
});
