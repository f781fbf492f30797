/**
 * What app.html (the answer for every page without a prerendered one: the player pages, a deep
 * link, a reload) asks for before the app's entry has run: the code of the page being opened. The
 * app would ask for it only once its entry has downloaded and run (startFirstRoute), and a phone's
 * connection then fetches some thirty small files one round trip after another; asked for by the
 * HTML, they arrive while the entry downloads and runs. The map is built here (vite/firstPaint.ts),
 * the script by src/firstPaint/routePreloadScript.ts (it reads the i18n package's names).
 */

/** Where TanStack Router's file routes are, relative to the app's root (vite.config.ts's routesDirectory). */
export const ROUTES_DIR = 'src/routes';

/** A route module of ROUTES_DIR (not a test nor a story beside it). */
export const isRouteFile = (file: string) => /\.[jt]sx?$/.test(file) && !/\.(test|stories)\./.test(file);

/** `text` as a regular expression's source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths a route file (relative to ROUTES_DIR, file-based routing as this app uses it: no
 * groups, no pathless routes; flat `a_.$b` names) serves, as a regular expression's source, and
 * whether it is a layout (`route.tsx`, `__root.tsx`: it serves every path under it) or a page.
 * `$name` is a parameter.
 */
export function routePattern(file: string): { pattern: string; layout: boolean; example: string } {
  // Flat routes: `history_.$code` is history/$code, out of history's layout (the `_`).
  const segments = file
    .replace(/\.[jt]sx?$/, '')
    .split(/[/.]/)
    .map((s) => s.replace(/_$/, ''));
  const last = segments.pop() as string;
  const layout = last === 'route' || last === '__root';
  if (last !== 'route' && last !== 'index' && last !== '__root') segments.push(last);
  const source = segments.map((s) => (s.startsWith('$') ? '[^/]+' : escapeRegExp(s))).join('/');
  const example = `/${segments.map((s) => (s.startsWith('$') ? 'x' : s)).join('/')}`;
  if (layout) return { pattern: source ? `^/${source}(?:/|$)` : '^/', layout, example };
  return { pattern: source ? `^/${source}/?$` : '^/?$', layout, example };
}

/** Pages in the order app.html tries them (the first match wins): a path named outright before one with a parameter. */
export function byPrecedence<T extends { pattern: string }>(pages: readonly T[]): T[] {
  const params = (page: T) => (page.pattern.includes('[^/]+') ? 1 : 0);
  return [...pages].sort((a, b) => params(a) - params(b));
}
