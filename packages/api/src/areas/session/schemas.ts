import * as z from 'zod/mini';
import { DateTime } from '../../schemas/common';
import { DEVICE_TYPES } from '../../accountValues';

export const DeviceType = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof DeviceType>;

/** The device a session signed in from, in plain words the agency read from its User-Agent (null: not known). */
export const SessionDevice = z.object({
  type: DeviceType,
  /** e.g. 'Android', 'iOS', 'Windows', 'macOS'. */
  os: z.nullable(z.string().check(z.maxLength(64))),
  /** e.g. 'Chrome', 'Safari', 'Firefox'. */
  browser: z.nullable(z.string().check(z.maxLength(64))),
});
export type SessionDevice = z.infer<typeof SessionDevice>;

/** One signed-in session of the player. `id` names it; it is never the session cookie's value. */
export const PlayerSession = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The session this request came with. */
  current: z.boolean(),
  /** When it signed in. */
  createdAt: DateTime,
  /** Its latest request. */
  lastSeenAt: DateTime,
  device: SessionDevice,
});
export type PlayerSession = z.infer<typeof PlayerSession>;

// GET /v2/players/sessions
export const SessionsResponse = z.object({
  /** The current session first, then the others, latest seen first. */
  sessions: z.array(PlayerSession),
});
export type SessionsResponse = z.infer<typeof SessionsResponse>;

// POST /v2/players/sessions/:id/revoke
export const SessionIdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export type SessionIdParams = z.infer<typeof SessionIdParams>;

// POST /v2/players/sessions/:id/revoke and /revoke-others
export const RevokeSessionsResponse = z.object({
  /** How many sessions ended (0 when there was no other). */
  revoked: z.int().check(z.nonnegative()),
});
export type RevokeSessionsResponse = z.infer<typeof RevokeSessionsResponse>;
