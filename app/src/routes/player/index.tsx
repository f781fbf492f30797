import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerHomeScreen } from '../../features/home/PlayerHomeScreen';

/** /player: the player's home (credits, quick actions, promotion in use, orders in flight, games). */
export const Route = createFileRoute('/player/')({
  loader: ({ context: { queryClient } }) => {
    // Credits are always refetched by the screen; start them now without waiting.
    void queryClient.prefetchQuery(queries.credits());
    return Promise.all([
      queryClient.ensureQueryData(queries.currentPromotion()),
      queryClient.ensureQueryData(queries.openDeposits()),
      queryClient.ensureQueryData(queries.openWithdrawals()),
    ]).then(() => undefined);
  },
  component: PlayerHomeScreen,
});
