import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { validateGameLobbySearch } from '../../../lib/search';
import { GclubScreen } from '../../../features/game/GameScreens';

/** gclub's games. */
export const Route = createFileRoute('/player/game/gclub')({
  validateSearch: validateGameLobbySearch,
  loader: async ({ context: { queryClient } }) => {
    // A failed list shows the lobby's own error with retry, not the route's error page.
    await queryClient.prefetchQuery(queries.games('gclub'));
  },
  component: GclubScreen,
});
