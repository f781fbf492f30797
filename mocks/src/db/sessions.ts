/**
 * The player's sessions as the session list shows them: the device in plain words (read from the
 * User-Agent at login), when it signed in and was last seen. A session's id is not its cookie's
 * value: the list never hands out what signs a browser in.
 */
import type { PlayerSession, SessionDevice } from '@dokkham/api/schemas';
import type { Db, PlayerRecord, SessionRecord } from './types';

/** The cookie-less default session (Storybook, vitest) as the list names it. */
export const DEFAULT_SESSION_ID = 'ses-this-device';

let counter = 0;
function newSessionId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  counter += 1;
  return `ses-${counter.toString(36)}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Device type, OS and browser from a User-Agent: enough for a player to recognise a device, no more. */
export function deviceFromUserAgent(userAgent: string | null): SessionDevice {
  const ua = userAgent ?? '';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome|CriOS|Chromium/.test(ua)
            ? 'Chrome'
            : /Safari/.test(ua)
              ? 'Safari'
              : null;
  const type = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? 'tablet' : /Mobi|iPhone|iPod/.test(ua) ? 'phone' : 'desktop';
  return { type, os, browser };
}

/** A new session of `player`, signed in now from the browser with this User-Agent. */
export function openSession(db: Db, player: PlayerRecord, token: string, userAgent: string | null, id = newSessionId()): SessionRecord {
  const now = db.clock.iso();
  const session: SessionRecord = { token, id, playerId: player.id, createdAt: now, lastSeenAt: now, device: deviceFromUserAgent(userAgent) };
  db.sessions.set(token, session);
  return session;
}

/** Every session of the player but the one with `keepToken` ends; answers how many did. */
export function endOtherSessions(db: Db, playerId: string, keepToken: string | null): number {
  let ended = 0;
  for (const [token, session] of db.sessions)
    if (session.playerId === playerId && token !== keepToken) {
      db.sessions.delete(token);
      ended += 1;
    }
  return ended;
}

/**
 * The player's sessions, the current first, then the latest seen. A request without a session
 * cookie acts as the default session (Storybook, vitest): it is listed as this device.
 */
export function sessionList(db: Db, player: PlayerRecord, token: string | null, userAgent: string | null): PlayerSession[] {
  const view = (s: SessionRecord): PlayerSession => ({
    id: s.id,
    current: s.token === token,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    device: s.device,
  });
  const mine = [...db.sessions.values()].filter((s) => s.playerId === player.id).map(view);
  if (!token) {
    const now = db.clock.iso();
    mine.push({ id: DEFAULT_SESSION_ID, current: true, createdAt: db.defaultSessionStartedAt ?? now, lastSeenAt: now, device: deviceFromUserAgent(userAgent) });
  }
  return mine.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt) || a.id.localeCompare(b.id));
}
