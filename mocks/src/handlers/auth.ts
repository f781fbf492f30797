import { RegisterRequestChecked } from '@dokkham/api/schemas';
import { findPlayerByUsername, nextSeq, ids } from '../db/queries';
import { SESSION_COOKIE, SESSION_MAX_AGE } from './context';
import { ApiFailure, fail } from './errors';
import { checkThrottle, clearFailures, recordFailure } from './throttle';
import type { Routes } from './types';
import { accountView, playerView } from './views';

/** How many players one device (fingerprint) may register before REGISTER_FAILED. */
export const REGISTRATIONS_PER_DEVICE = 3;

const cookie = (value: string, maxAge: number) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

/** 128 random bits as hex; getRandomValues works in insecure contexts too (randomUUID does not). */
function newToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authRoutes = {
  login: ({ body, db, headers }) => {
    // By username, known or not: a 429 must not tell which usernames exist.
    const throttle = `login:${body.username.toLowerCase()}`;
    checkThrottle(db, throttle, headers);
    const player = findPlayerByUsername(db, body.username);
    if (!player || player.password !== body.password) {
      recordFailure(db, throttle);
      fail('LOGIN_FAILED');
    }
    clearFailures(db, throttle);
    const token = newToken();
    const now = db.clock.iso();
    db.sessions.set(token, { token, playerId: player.id, createdAt: now });
    player.lastLoginAt = now;
    headers.append('Set-Cookie', cookie(token, SESSION_MAX_AGE));
    return { player: playerView(player) };
  },

  logout: ({ db, sessionToken, headers }) => {
    if (sessionToken) db.sessions.delete(sessionToken);
    // Also leave the cookie-less default session (Storybook, vitest): logout means signed out.
    db.defaultPlayerId = null;
    headers.append('Set-Cookie', cookie('', 0));
    return { ok: true };
  },

  register: {
    options: {
      body: RegisterRequestChecked,
      // A missing body fingerprint is the same refusal as a missing header.
      mapValidation: (fields) =>
        fields.length > 0 && fields.every((f) => f.path === 'fingerprint') ? new ApiFailure('FINGERPRINT_REQUIRED') : undefined,
    },
    resolve: ({ body, db, request }) => {
      const header = request.headers.get('X-Fingerprint');
      if (!header || header !== body.fingerprint) fail('FINGERPRINT_REQUIRED');
      if (findPlayerByUsername(db, body.username)) fail('USERNAME_TAKEN');
      const fromDevice = db.fingerprints.filter((f) => f.source === 'register' && f.visitorId === body.fingerprint);
      if (fromDevice.length >= REGISTRATIONS_PER_DEVICE) fail('REGISTER_FAILED');
      const now = db.clock.iso();
      const player = {
        id: ids.player(nextSeq(db)),
        username: body.username,
        displayName: body.username,
        password: body.password,
        createdAt: now,
        lastLoginAt: '0001-01-01T00:00:00Z',
        passwordChangedAt: now,
        blocked: false,
      };
      db.players.push(player);
      db.fingerprints.push({ playerId: player.id, visitorId: body.fingerprint, payload: null, recordedAt: now, source: 'register' });
      return { player: { id: player.id, username: player.username } };
    },
  },

  usernameValidate: ({ body, db }) => ({
    username: body.username,
    available: !findPlayerByUsername(db, body.username),
  }),

  playerInfo: ({ me, db }) => {
    const player = me();
    return {
      player: playerView(player),
      credential: { username: player.username, passwordChangedAt: player.passwordChangedAt },
      bankAccounts: db.bankAccounts.filter((a) => a.playerId === player.id).map(accountView),
    };
  },

  my: ({ me }) => {
    const { id, username, displayName } = me();
    return { player: { id, username, displayName } };
  },

  passwordChange: ({ me, body, db, headers, sessionToken }) => {
    const player = me();
    const throttle = `password:${player.id}`;
    checkThrottle(db, throttle, headers);
    if (player.password !== body.currentPassword) {
      recordFailure(db, throttle);
      fail('PASSWORD_INCORRECT');
    }
    clearFailures(db, throttle);
    player.password = body.newPassword;
    player.passwordChangedAt = db.clock.iso();
    // Whoever else knew the old password is signed out: every other session of the player ends.
    for (const [token, session] of db.sessions) if (session.playerId === player.id && token !== sessionToken) db.sessions.delete(token);
    return { ok: true };
  },

  fingerprint: ({ me, body, db }) => {
    const player = me();
    const recordedAt = db.clock.iso();
    const visitorId = body.fingerprint.fingerprint;
    db.fingerprints.push({ playerId: player.id, visitorId, payload: body.fingerprint, recordedAt, source: 'report' });
    return { visitorId, recordedAt };
  },
} satisfies Partial<Routes>;
