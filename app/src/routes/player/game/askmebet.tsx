import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { AskmebetScreen } from '../../../features/game/GameScreens';
import { validateGameTabSearch } from '../../../lib/search';

/**
 * askmebet's games, one tab per category (the menu links ?tab=Slot). All its games load once and
 * the tab filters them, so switching tabs needs no request. Never stale (SPEC §2): neither the
 * route nor its game list (queries.games) reloads on revisits.
 */
export const Route = createFileRoute('/player/game/askmebet')({
  validateSearch: validateGameTabSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(queries.games('askmebet'));
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AskmebetScreen,
});
