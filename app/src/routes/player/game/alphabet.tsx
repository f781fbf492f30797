import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { validateGameLobbySearch } from '../../../lib/search';
import { AlphabetScreen } from '../../../features/game/GameScreens';

/** alphabet's lobby (the bottom bar's centre button). Never stale (SPEC §2), like its game list. */
export const Route = createFileRoute('/player/game/alphabet')({
  validateSearch: validateGameLobbySearch,
  loader: async ({ context: { queryClient } }) => {
    // A failed list shows the lobby's own error with retry, not the route's error page.
    await queryClient.prefetchQuery(queries.alphabetGames());
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AlphabetScreen,
});
