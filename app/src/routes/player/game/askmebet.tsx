import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { AskmebetScreen } from '../../../features/game/GameScreens';
import { validateAskmebetSearch } from '../../../lib/search';

/**
 * askmebet's games, one tab per category (the menu links ?tab=Slot; `?q=` is the search). All its games load once and
 * the tab filters them, so switching tabs needs no request. Never stale (SPEC §2): neither the
 * route nor its game list (queries.games) reloads on revisits.
 */
export const Route = createFileRoute('/player/game/askmebet')({
  validateSearch: validateAskmebetSearch,
  loader: async ({ context: { queryClient } }) => {
    // A failed list shows the lobby's own error with retry, not the route's error page.
    await queryClient.prefetchQuery(queries.games('askmebet'));
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AskmebetScreen,
});
