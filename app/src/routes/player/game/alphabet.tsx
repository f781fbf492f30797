import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';
import { validateGameLobbySearch } from '../../../lib/search';
import { AlphabetScreen } from '../../../features/game/GameScreens';

/** alphabet's lobby (the bottom bar's centre button). Never stale (SPEC §2), like its game list. */
export const Route = createFileRoute('/player/game/alphabet')({
  validateSearch: validateGameLobbySearch,
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  staticData: { namespaces: ['game', 'player', 'errors', 'protection'] },
  loader: async ({ context: { queryClient }, route }) => {
    // A failed answer shows the screen's own error with retry, not the route's error page.
    await Promise.all([
      queryClient.prefetchQuery(queries.protection()),
      queryClient.prefetchQuery(queries.alphabetGames()),
      loadRouteNamespaces(route),
    ]);
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AlphabetScreen,
});
