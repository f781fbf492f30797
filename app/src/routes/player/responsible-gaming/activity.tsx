import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../../../features/protection/ActivityScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/** The activity statement: deposits, withdrawals and net per month for 12 months, totals, this session. */
export const Route = createFileRoute('/player/responsible-gaming/activity')({
  staticData: { namespaces: ['protection', 'history', 'errors'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.activityStatement()),
    ]).then(() => undefined),
  component: ActivityScreen,
});
