import { queries } from '@dokkham/api';
import type { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_HINT_KEY } from '../lib/firstPaintNames';

const SESSION_KEY = JSON.stringify(queries.session().queryKey);
const MY_KEY = JSON.stringify(queries.my().queryKey);

function write(signedIn: boolean, storage: Storage | undefined): void {
  try {
    if (signedIn) storage?.setItem(SIGNED_IN_HINT_KEY, '1');
    else storage?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked or full: the next visit only paints the shell where it could have waited.
  }
}

/**
 * Keeps the signed-in hint of the prerendered pages' head script (headScript.ts) in step with the
 * session as the app learns it: set when the session check or the /player check answers with a
 * player, cleared when the session check answers "guest" or the session query is removed (logout,
 * the 401 rule, a rejected /player check: api's clearPlayerData). Returns the unsubscribe.
 */
export function followSession(queryClient: QueryClient, storage: Storage | undefined = safeLocalStorage()): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    const key = JSON.stringify(event.query.queryKey);
    if (event.type === 'removed') {
      if (key === SESSION_KEY) write(false, storage);
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (key === SESSION_KEY) write(event.action.data !== null, storage);
    else if (key === MY_KEY) write(true, storage);
  });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
