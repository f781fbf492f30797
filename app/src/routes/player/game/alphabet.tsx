import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { AlphabetScreen } from '../../../features/game/GameScreens';

/** alphabet's lobby (the bottom bar's centre button). Never stale (SPEC §2), like its game list. */
export const Route = createFileRoute('/player/game/alphabet')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(queries.alphabetGames());
  },
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  component: AlphabetScreen,
});
