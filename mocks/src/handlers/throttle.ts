/**
 * The careful agency's brake on password guessing, per key (handlers/auth.ts names them: a
 * username and the client trying it, a username and all the clients it does not know, a signed-in
 * player's wrong current passwords). The first `free` failures in a row are answered at once; each
 * further one locks the key for LOCK_SECONDS, doubled every time (capped at LOCK_MAX_SECONDS).
 * While locked every attempt, even a right password, is 429 TOO_MANY_REQUESTS with Retry-After
 * (and params.retryAfter); a success clears the count. Kept in the db, so a reset forgets it.
 */
import type { Db } from '../db/types';
import { ApiFailure } from './errors';

/** Failures in a row answered at once, per username and client (and per player's current password). */
export const FREE_FAILURES = 5;
/** ... and per username from all the clients it does not know (no device cookie of a login of theirs), together. */
export const UNKNOWN_CLIENTS_FREE_FAILURES = 20;
export const LOCK_SECONDS = 30;
export const LOCK_MAX_SECONDS = 15 * 60;

/** 429 while the key is locked (Retry-After in `headers`). */
export function checkThrottle(db: Db, key: string, headers: Headers): void {
  const record = db.throttles.get(key);
  const wait = record ? Math.ceil((record.lockedUntil - db.clock.now().getTime()) / 1000) : 0;
  if (wait > 0) {
    headers.set('Retry-After', String(wait));
    throw new ApiFailure('TOO_MANY_REQUESTS', { retryAfter: wait });
  }
}

/** Counts a failure; past the `free` ones the key is locked. */
export function recordFailure(db: Db, key: string, free = FREE_FAILURES): void {
  const failures = (db.throttles.get(key)?.failures ?? 0) + 1;
  const over = failures - free;
  const lockSeconds = over > 0 ? Math.min(LOCK_SECONDS * 2 ** (over - 1), LOCK_MAX_SECONDS) : 0;
  db.throttles.set(key, { failures, lockedUntil: db.clock.now().getTime() + lockSeconds * 1000 });
}

export function clearFailures(db: Db, key: string): void {
  db.throttles.delete(key);
}
