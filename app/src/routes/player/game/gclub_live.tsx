import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { validateGameLobbySearch } from '../../../lib/search';
import { GclubLiveScreen } from '../../../features/game/GameScreens';

/** gclub_live's games. */
export const Route = createFileRoute('/player/game/gclub_live')({
  validateSearch: validateGameLobbySearch,
  loader: async ({ context: { queryClient } }) => {
    // A failed list shows the lobby's own error with retry, not the route's error page.
    await queryClient.prefetchQuery(queries.games('gclub_live'));
  },
  component: GclubLiveScreen,
});
