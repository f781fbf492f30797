// A signed-in page's session: a login through the API (as the app's login form sends it) with a
// fresh cookie jar, whose session cookie the timing jobs then give the browser (Lighthouse as a
// request header, the observed load as a cookie of its context).

/** Where the app logs in (packages/api's login endpoint, behind the server's /api). */
export const LOGIN_PATH = '/api/v2/players/login';

/**
 * The name=value pairs of Set-Cookie headers (attributes dropped; an expired one, Max-Age=0, is
 * a deletion and left out). Pure.
 * @param {string[]} setCookies
 */
export function sessionCookies(setCookies) {
  return setCookies
    .filter((line) => !/;\s*max-age=0\s*(;|$)/i.test(line))
    .map((line) => {
      const pair = line.split(';')[0];
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
    })
    .filter((c) => c.name);
}

/** The Cookie request header of `cookies`. */
export const cookieHeader = (cookies) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * Logs `login` in on the server at `baseUrl`; resolves to the session's cookies. Rejects when the
 * login is refused or sets no cookie.
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} login
 */
export async function signIn(baseUrl, login) {
  const response = await fetch(`${baseUrl}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`login as ${login.username}: HTTP ${response.status}`);
  const cookies = sessionCookies(response.headers.getSetCookie());
  if (cookies.length === 0) throw new Error(`login as ${login.username} set no cookie`);
  return cookies;
}
