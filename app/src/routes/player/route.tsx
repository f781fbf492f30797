import { isSessionRejected, logOut, queries } from '@dokkham/api';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useFingerprintReporting } from '../../features/fingerprint/useFingerprintReporting';
import { useOrderWatcher } from '../../features/orders/useOrderWatcher';
import { RealityCheck } from '../../features/protection/RealityCheck';

/**
 * The /player group (SPEC §2): checks the current player ('my') and reads player.id from the
 * answer; `player` is then in context for every /player route. When the check says "not signed in"
 * the player is logged out (player data cleared, logout called) and sent to /login with the
 * intended location, so login brings them back. Network and server errors show the error page
 * (retry) rather than logging a player out over a bad connection.
 */
export const Route = createFileRoute('/player')({
  beforeLoad: async ({ context, location }) => {
    try {
      const { player } = await context.queryClient.ensureQueryData(queries.my());
      if (!player.id) throw new Error('The current player has no id');
      return { player };
    } catch (error) {
      if (!isSessionRejected(error)) throw error;
      await logOut(context.queryClient);
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: PlayerLayout,
});

function PlayerLayout() {
  // HOOK(fingerprint): signed-in players report their browser fingerprint, per agent, after the
  // first paint when the browser is idle (fingerprintjs is a lazy chunk), once a day (SPEC §4).
  useFingerprintReporting(Route.useRouteContext({ select: (context) => context.agency.id }));
  // Status changes of deposits and withdrawals in flight toast on any /player page, no click needed.
  useOrderWatcher();
  // The reality check's reminder (RTS 13) at each interval since the session began, one tab of several.
  return (
    <>
      <Outlet />
      <RealityCheck />
    </>
  );
}
