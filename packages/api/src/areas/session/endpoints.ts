import type { IoFor } from '../define';
import { RevokeSessionsResponse, SessionIdParams, SessionsResponse } from './schemas';
import type { sessionRoutes } from './route';

/** What the session endpoints take, answer and may fail with; keyed exactly as sessionRoutes. */
export const sessionEndpoints = {
  sessions: {
    response: SessionsResponse,
    errors: ['UNAUTHORIZED'],
    summary:
      "The player's signed-in sessions: device and browser in words, when each signed in and was last seen; the current one marked and first.",
  },
  revokeSession: {
    params: SessionIdParams,
    response: RevokeSessionsResponse,
    errors: ['UNAUTHORIZED', 'SESSION_NOT_FOUND', 'SESSION_CURRENT'],
    summary:
      "End another session of the player: its next request is 401. The current session is refused (SESSION_CURRENT: that is logout); an id that is not one of the player's sessions is SESSION_NOT_FOUND.",
    examples: {
      ok: { params: { id: 'ses-demo-phone' }, mockScenarios: ['signedIn', 'otherSessions'] },
      refused: { params: { id: 'no-such-session' } },
    },
  },
  revokeOtherSessions: {
    response: RevokeSessionsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'End every session of the player but the current one; answers how many ended.',
  },
} as const satisfies IoFor<typeof sessionRoutes>;
