import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { GclubLiveScreen } from '../../../features/game/GameScreens';

/** gclub_live's games. */
export const Route = createFileRoute('/player/game/gclub_live')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(queries.games('gclub_live'));
  },
  component: GclubLiveScreen,
});
