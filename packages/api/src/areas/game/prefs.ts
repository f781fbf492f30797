/**
 * A player's favourite and recently played games, kept on the device (localStorage) per player
 * and provider. They are the player's data: clearPlayerData (logout, the 401 rule) forgets them
 * with the cached queries, so the next player on a shared phone never sees them.
 */
import type { Provider } from '../../schemas/common';
import { listeners, notify, parsed, PREFIX, storage } from './prefsStore';

export { clearGamePrefs } from './prefsStore';

export interface GamePrefs {
  /** Game ids, in the order they were marked. */
  favourites: readonly string[];
  /** Game ids, the last played first. */
  recent: readonly string[];
}

/** Recently played: as many as two rows of the phone grid. */
export const RECENT_GAMES_MAX = 6;
const EMPTY: GamePrefs = { favourites: [], recent: [] };

const keyOf = (playerId: string, provider: Provider) => `${PREFIX}${playerId}:${provider}`;

/** Calls `listener` when prefs change here or in another tab; returns the unsubscribe. */
export function subscribeGamePrefs(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The stored prefs (empty when none, unreadable or without a player). */
export function readGamePrefs(playerId: string | undefined, provider: Provider): GamePrefs {
  if (!playerId) return EMPTY;
  const key = keyOf(playerId, provider);
  const raw = storage()?.getItem(key);
  if (!raw) return EMPTY;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.prefs;
  let prefs = EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof GamePrefs, unknown>>;
    prefs = { favourites: ids(value.favourites), recent: ids(value.recent) };
  } catch {
    // A damaged entry counts as none.
  }
  parsed.set(key, { raw, prefs });
  return prefs;
}

function write(playerId: string, provider: Provider, prefs: GamePrefs): void {
  try {
    storage()?.setItem(keyOf(playerId, provider), JSON.stringify(prefs));
  } catch {
    // Full or disabled storage: the choice lasts until the page closes at most.
  }
  notify();
}

/** Marks or unmarks a favourite. */
export function setFavouriteGame(playerId: string, provider: Provider, gameId: string, favourite: boolean): void {
  const prefs = readGamePrefs(playerId, provider);
  const others = prefs.favourites.filter((id) => id !== gameId);
  write(playerId, provider, { ...prefs, favourites: favourite ? [...others, gameId] : others });
}

/** Puts a game first in the recently played list. */
export function recordPlayedGame(playerId: string, provider: Provider, gameId: string): void {
  const prefs = readGamePrefs(playerId, provider);
  const recent = [gameId, ...prefs.recent.filter((id) => id !== gameId)].slice(0, RECENT_GAMES_MAX);
  write(playerId, provider, { ...prefs, recent });
}

