import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { GclubScreen } from '../../../features/game/GameScreens';

/** gclub's games. */
export const Route = createFileRoute('/player/game/gclub')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(queries.games('gclub'));
  },
  component: GclubScreen,
});
