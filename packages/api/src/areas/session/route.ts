import { route } from '../define';

/** How the player's sessions are listed and ended (zod-free: in the client's entry bundle). */
export const sessionRoutes = {
  sessions: route({
    method: 'GET',
    path: '/v2/players/sessions',
  }),
  revokeSession: route({
    method: 'POST',
    path: '/v2/players/sessions/:id/revoke',
  }),
  revokeOtherSessions: route({
    method: 'POST',
    path: '/v2/players/sessions/revoke-others',
  }),
} as const;
