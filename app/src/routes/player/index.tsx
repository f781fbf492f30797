import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerHomeScreen } from '../../features/home/PlayerHomeScreen';
import { loadRouteNamespaces } from '../../lib/routeNamespaces';

/**
 * /player: the player's home (a break or exclusion, credits, quick actions, promotion in use,
 * orders in flight, games, responsible gaming).
 */
export const Route = createFileRoute('/player/')({
  // The screen's texts (lazy namespaces) arrive with its data: the screen never suspends (no empty page, no shift).
  // Its quick actions are named like the menu's entries (nav); a break and the responsible-gaming card speak protection's.
  staticData: { namespaces: ['player', 'status', 'nav', 'protection'] },
  loader: ({ context: { queryClient }, route }) => {
    // Credits are always refetched by the screen; start them now without waiting.
    void queryClient.prefetchQuery(queries.credits());
    return Promise.all([
      loadRouteNamespaces(route),
      queryClient.ensureQueryData(queries.currentPromotion()),
      queryClient.ensureQueryData(queries.openDeposits()),
      queryClient.ensureQueryData(queries.openWithdrawals()),
      // A running break shows with the first paint; settings that fail to load never keep the home from showing.
      queryClient.prefetchQuery(queries.protection()),
    ]).then(() => undefined);
  },
  component: PlayerHomeScreen,
});
