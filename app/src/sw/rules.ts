/**
 * The service worker's URL rules (sw.ts), pure so they are unit-tested: what it never answers, which
 * navigations get the app's HTML, and which precached HTML file a navigation gets.
 */

/**
 * Paths the worker never answers, not even from a cache: the agency API (money data is always
 * fresh; the mock's control endpoints /api/__mock live under it) and CSP reports. Each is the path
 * itself and everything below it.
 */
export const NETWORK_ONLY_PATHS = ['/api', '/csp-report'] as const;

/** The message a page sends a waiting worker to ask it to take over now (see sw.ts). */
export const TAKE_OVER = 'dokkham:take-over';

/** The worker's answer on the message's port. */
export interface TakeOverReply {
  takingOver: boolean;
}

export function isNetworkOnly(pathname: string): boolean {
  return NETWORK_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * A navigation the app answers with its HTML: same origin, not network-only, and not a file (a
 * last segment with an extension, e.g. /favicon.svg or /sw.js). The same rule as the server's SPA
 * fallback (scripts/server.mjs: sirv `single`), so an installed app and the server agree.
 */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin || isNetworkOnly(url.pathname)) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

/**
 * The SPA fallback, as the server picks it: app.html where the build prerenders pages (index.html
 * is then the landing's own page), else index.html.
 */
export const SPA_FALLBACKS = ['/app.html', '/index.html'] as const;

/**
 * The precached HTML file for a navigation to `pathname`, as the server picks it (sirv, nginx's
 * try_files): the path's `.html`, then its `index.html`, else the SPA fallback. A build that
 * prerenders /login into login/index.html gets that file for /login and /login/, and every route
 * without a page of its own the app shell. `documents` holds the precached HTML paths
 * ('/index.html', '/login/index.html', ...).
 */
export function documentFor(pathname: string, documents: ReadonlySet<string>): string {
  const path = pathname.replace(/\/+$/, '');
  const candidates = path === '' ? ['/index.html'] : [`${path}.html`, `${path}/index.html`];
  return candidates.find((file) => documents.has(file)) ?? SPA_FALLBACKS.find((file) => documents.has(file)) ?? '/index.html';
}
