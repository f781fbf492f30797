import { createFileRoute, redirect } from '@tanstack/react-router';
import { PLAYER_HOME } from '../../lib/redirect';

/** /player: the player's home is the deposit page (see PLAYER_HOME). */
export const Route = createFileRoute('/player/')({
  beforeLoad: () => {
    throw redirect({ to: PLAYER_HOME, replace: true });
  },
});
