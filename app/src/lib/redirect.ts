/**
 * Where a player goes after logging in (SPEC §2 guards): back to the page they were sent from,
 * carried in the `redirect` search param of /login. The value comes from the URL, so anyone can
 * craft it: only same-origin paths inside the /player area are followed (no open redirect).
 */

/** The player area and the player's home (/player): the landing, /login and /register send a signed-in player here. */
export const PLAYER_AREA = '/player';

// A dummy origin to parse relative values against: anything that resolves elsewhere is foreign.
const BASE = 'http://dokkham.invalid';

/**
 * The value as a path (`/player/...?search#hash`) when it is a same-origin path in the player area,
 * else undefined. Rejects absolute and protocol-relative URLs, backslash tricks and `..` escapes.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (url.pathname !== PLAYER_AREA && !url.pathname.startsWith(`${PLAYER_AREA}/`)) return undefined;
  return url.pathname + url.search + url.hash;
}

/** Search params of /login and /register: only a valid `redirect` survives. */
export interface LoginSearch {
  redirect?: string | undefined;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}

/** Where to go once logged in. */
export function afterLoginPath(search: LoginSearch): string {
  return safeRedirect(search.redirect) ?? PLAYER_AREA;
}
