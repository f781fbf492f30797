import { createFileRoute } from '@tanstack/react-router';
import { ResponsibleGamingScreen } from '../../features/protection/ResponsibleGamingScreen';
import { loadRouteNamespaces } from '../../lib/routeNamespaces';

/** Responsible gaming for everyone (guests too): what the tools are, 18+, where to get help. */
export const Route = createFileRoute('/responsible-gaming/')({
  staticData: { namespaces: ['protection'] },
  loader: ({ route }) => loadRouteNamespaces(route),
  component: ResponsibleGamingScreen,
});
