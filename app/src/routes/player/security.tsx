import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '../../features/security/SecurityScreen';
import { loadRouteNamespaces } from '../../lib/routeNamespaces';

/** The player's signed-in sessions: log out another device, or all but this one. */
export const Route = createFileRoute('/player/security')({
  staticData: { namespaces: ['auth', 'errors'] },
  loader: ({ context: { queryClient }, route }) =>
    // prefetch: a failure is the screen's error state (with its retry), not the route's error page.
    Promise.all([loadRouteNamespaces(route), queryClient.prefetchQuery(queries.sessions())]).then(() => undefined),
  component: SecurityScreen,
});
