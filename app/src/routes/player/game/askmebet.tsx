import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { AskmebetScreen } from '../../../features/game/GameScreens';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';
import { validateAskmebetSearch } from '../../../lib/search';

/**
 * askmebet's games, one tab per category (the menu links ?tab=Slot; `?q=` is the search). All its games load once and
 * the tab filters them, so switching tabs needs no request. Never stale (SPEC §2): neither the
 * route nor its game list (queries.games) reloads on revisits.
 */
export const Route = createFileRoute('/player/game/askmebet')({
  validateSearch: validateAskmebetSearch,
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  staticData: { namespaces: ['game', 'player', 'errors', 'protection'] },
  loader: async ({ context: { queryClient }, route }) => {
    // A failed answer shows the screen's own error with retry, not the route's error page.
    await Promise.all([
      queryClient.prefetchQuery(queries.protection()),
      queryClient.prefetchQuery(queries.games('askmebet')),
      loadRouteNamespaces(route),
    ]);
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AskmebetScreen,
});
