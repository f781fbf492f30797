import { RegisterRequestChecked } from '@dokkham/api/schemas';
import { findPlayerByUsername, nextSeq, ids } from '../db/queries';
import { openSession } from '../db/sessions';
import type { Db } from '../db/types';
import { DEVICE_COOKIE, DEVICE_MAX_AGE, SESSION_COOKIE, SESSION_MAX_AGE } from './context';
import { ApiFailure, fail } from './errors';
import { checkThrottle, clearFailures, recordFailure, UNKNOWN_CLIENTS_FREE_FAILURES } from './throttle';
import type { Routes } from './types';
import { accountView, playerView } from './views';

/** How many players one device (fingerprint) may register before REGISTER_FAILED. */
export const REGISTRATIONS_PER_DEVICE = 3;

const cookie = (value: string, maxAge: number) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
const deviceCookie = (token: string) => `${DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_MAX_AGE}`;

/**
 * Who tries a login, for its brake: the browser, when its device cookie names an earlier login of
 * this username; else the client's address as the front door found it (X-Real-IP, which the front
 * door sets and overwrites: app/scripts/server.mjs, deploy/nginx.conf), 'unknown' without one.
 */
function loginClient(db: Db, username: string, cookies: Record<string, string>, request: Request) {
  const token = cookies[DEVICE_COOKIE];
  if (token && db.devices.get(token)?.username === username) return { known: true, token, key: `login:${username}:device:${token}` };
  const address = request.headers.get('X-Real-IP')?.trim() || 'unknown';
  return { known: false, token: null, key: `login:${username}:address:${address}` };
}

/** 128 random bits as hex; getRandomValues works in insecure contexts too (randomUUID does not). */
function newToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authRoutes = {
  /**
   * Password guessing is slowed per username and client, so a guesser cannot lock the owner out:
   * one client's failures lock that client (FREE_FAILURES, then 30 s doubling); all the clients the
   * username does not know, together, are locked after UNKNOWN_CLIENTS_FREE_FAILURES (a guesser
   * with many addresses), but a browser that logged this username in before (its device cookie) is
   * never locked by others. Keys are by username, known or not: a 429 tells nothing about which
   * usernames exist.
   */
  login: ({ body, db, headers, request, cookies }) => {
    const username = body.username.toLowerCase();
    const client = loginClient(db, username, cookies, request);
    const unknownClients = `login:${username}:unknown-clients`;
    checkThrottle(db, client.key, headers);
    if (!client.known) checkThrottle(db, unknownClients, headers);
    const player = findPlayerByUsername(db, body.username);
    if (!player || player.password !== body.password) {
      recordFailure(db, client.key);
      if (!client.known) recordFailure(db, unknownClients, UNKNOWN_CLIENTS_FREE_FAILURES);
      fail('LOGIN_FAILED');
    }
    clearFailures(db, client.key);
    if (!client.known) clearFailures(db, unknownClients);
    const token = newToken();
    const now = db.clock.iso();
    openSession(db, player, token, request.headers.get('User-Agent'));
    player.lastLoginAt = now;
    // This browser is now known for this username (a known one keeps its token).
    const device = client.token ?? newToken();
    db.devices.set(device, { username, lastLoginAt: now });
    headers.append('Set-Cookie', cookie(token, SESSION_MAX_AGE));
    headers.append('Set-Cookie', deviceCookie(device));
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
      if (body.adult !== true) fail('ADULT_CONFIRMATION_REQUIRED');
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

  passwordChange: ({ me, body, db, headers, sessionToken, cookies }) => {
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
    // Whoever else knew the old password is signed out: every other session of the player ends, and
    // no other browser stays known to the login brake.
    for (const [token, session] of db.sessions) if (session.playerId === player.id && token !== sessionToken) db.sessions.delete(token);
    const username = player.username.toLowerCase();
    for (const [token, device] of db.devices) if (device.username === username && token !== cookies[DEVICE_COOKIE]) db.devices.delete(token);
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
