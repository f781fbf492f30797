import { DEFAULT_SESSION_ID, endOtherSessions, sessionList } from '../db/sessions';
import { fail } from './errors';
import type { Routes } from './types';

/**
 * The player's sessions (packages/api/README.md "The player's sessions"): revoke ends another
 * session (its next request is 401); the current one is refused (that is logout), an id that is
 * not one of the player's is SESSION_NOT_FOUND.
 */
export const sessionRoutes: Pick<Routes, 'sessions' | 'revokeSession' | 'revokeOtherSessions'> = {
  sessions: ({ me, db, sessionToken, request }) => ({
    // In the browser (Storybook) msw's request carries no User-Agent: the page's is the same browser's.
    sessions: sessionList(db, me(), sessionToken, request.headers.get('User-Agent') ?? globalThis.navigator?.userAgent ?? null),
  }),

  revokeSession: ({ me, db, sessionToken, params }) => {
    const player = me();
    const current = sessionToken ? db.sessions.get(sessionToken) : undefined;
    if (current ? current.id === params.id : params.id === DEFAULT_SESSION_ID) fail('SESSION_CURRENT');
    const target = [...db.sessions.values()].find((s) => s.id === params.id && s.playerId === player.id);
    if (!target) fail('SESSION_NOT_FOUND');
    db.sessions.delete(target.token);
    return { revoked: 1 };
  },

  revokeOtherSessions: ({ me, db, sessionToken }) => ({ revoked: endOtherSessions(db, me().id, sessionToken) }),
};
