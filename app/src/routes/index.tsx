import { isSignedIn } from '@dokkham/api';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/LandingScreen';
import { PLAYER_AREA } from '../lib/redirect';

/** Landing. A signed-in player goes to the player area. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    if (await isSignedIn(context.queryClient)) throw redirect({ to: PLAYER_AREA, replace: true });
  },
  component: LandingScreen,
});
