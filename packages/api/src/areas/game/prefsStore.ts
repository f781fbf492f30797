/**
 * Where the game prefs (prefs.ts) are kept, and their forgetting: a module of its own because
 * clearPlayerData (every logout, in the app's entry) needs only this part.
 */
export const PREFIX = 'dokkham:games:';

export function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): nothing is kept
  }
}

export const listeners = new Set<() => void>();
export const notify = () => listeners.forEach((listener) => listener());

// Same stored text, same object: useSyncExternalStore needs a stable snapshot.
export const parsed = new Map<string, { raw: string; prefs: { favourites: readonly string[]; recent: readonly string[] } }>();

/** Forgets every player's game prefs on this device (part of clearPlayerData). */
export function clearGamePrefs(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    return;
  }
  parsed.clear();
  notify();
}
