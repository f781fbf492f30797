import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { ProtectionHubScreen } from '../../../features/protection/ProtectionHubScreen';

/** Responsible gaming: what the player has set (limits, reality check, a break or exclusion), the tools, where to get help. */
export const Route = createFileRoute('/player/responsible-gaming/')({
  staticData: { namespaces: ['protection', 'errors'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadNamespaces(route.options.staticData?.namespaces ?? []),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: ProtectionHubScreen,
});
