/**
 * Build-time prerender of the public pages' first screen: the server's entry, as main.tsx is the
 * browser's (run in Node by vite/firstPaint.ts, from a server build of this module). The app's own
 * tree, as a Lao guest sees it: the page and the whole frame (navbar with its controls, footer,
 * bottom bar: AppShell renders its lazy parts here, and the render waits for them), each part
 * wrapped for the take-over (firstPaint/), which keeps it until the app's lazy part replaces it
 * with the same markup. What the build cannot know is never rendered: agency info is a placeholder
 * that must not appear in the markup (contact is a control without the channels; the copyright
 * line waits), and no request leaves the process.
 */
import { createApiClient, createQueryClient, queries, type AgencyInfoResponse } from '@dokkham/api';
import { DEFAULT_LANGUAGE, errorMessage, i18n, initI18n, languageTag } from '@dokkham/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './AppRoot';
import { API_BASE } from './config';
import { sendOptions } from './firstPaint/send';
import { FormAlert } from './features/forms/FormAlert';
import { createAppRouter } from './router';

export { headScript } from './firstPaint/headScript';
export { routePreloadScript } from './firstPaint/routePreloadScript';

/**
 * The prerendered pages: the route, its source file (its CSS is found by it), the output file, and
 * the page's name in the usable mark (src/lib/usable.ts; the screen's own useMarkUsable name).
 */
export const SHELLS = [
  { path: '/', route: 'src/routes/index.tsx', file: 'index.html', page: 'landing' },
  // The login leaves from the shell when submitted before the app took over (headScript's `send`).
  { path: '/login', route: 'src/routes/login/index.tsx', file: 'login/index.html', page: 'login', send: sendOptions('login') },
  { path: '/register', route: 'src/routes/register/index.tsx', file: 'register/index.html', page: 'register' },
] as const;

/** <html lang> of the shells. */
export const SHELL_LANG = languageTag(DEFAULT_LANGUAGE);

/** Source modules (as Vite names them) every take-over waits for besides its route's: the api client's validation, loaded by its first call. */
const TAKE_OVER_MODULES = ['../packages/api/src/clientValidation.ts'];
/** The module of a Lao namespace outside the entry. */
const namespaceModule = (ns: string) => `../packages/i18n/locales/${DEFAULT_LANGUAGE}/${ns}.json`;

const UNKNOWN = 'agency-unknown-at-build-time';
const PLACEHOLDER_AGENCY: AgencyInfoResponse = {
  id: UNKNOWN,
  name: UNKNOWN,
  social: { whatsapp: UNKNOWN, line: UNKNOWN, facebook: UNKNOWN, telegram: UNKNOWN, twitter: UNKNOWN },
  settings: { withdrawMinCredit: '0', withdrawMaxCredit: '0', depositQrTtlSeconds: 60, depositQuickAmounts: [] },
};

/** The app's router at `path`, as the build runs it: a memory history, no scroll restoration. */
const routerAt = (path: string, queryClient: QueryClient) =>
  createAppRouter({ queryClient }, { history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });

const offline: typeof fetch = (input) => Promise.reject(new Error(`No requests while prerendering (${String(input)})`));

/**
 * The markup #root holds for `path` on the app's first commit (a Lao guest), and the source
 * modules (besides the route's own chunk) the app loads before that commit: its texts and the api
 * validation. `startFailed`, for a page with a form: the app's alert for a lost connection, which
 * the head script shows in a form it queued if the app's code cannot be had. Throws when it is not
 * a page.
 */
export async function renderShell(path: string): Promise<{ html: string; modules: string[]; startFailed?: string }> {
  await initI18n({ lng: DEFAULT_LANGUAGE });
  const queryClient = createQueryClient({
    api: createApiClient({ baseUrl: API_BASE, fetch: offline }),
    // Never stale (no request), never collected (no timer keeping the build's process alive).
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(queries.session().queryKey, null);
  queryClient.setQueryData(queries.agencyInfo().queryKey, PLACEHOLDER_AGENCY);
  const router = routerAt(path, queryClient);
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed || router.state.location.pathname !== path)
    throw new Error(`Prerender of ${path}: ${failed ? `${failed.routeId} is ${failed.status}` : `redirected to ${router.state.location.pathname}`}`);

  // Waits for every lazy part (the frame's chunks, as AppShell renders them in a server build).
  const html = await text(<AppRoot router={router} queryClient={queryClient} />);
  // Suspended or failed boundaries (<!--$?-->, <!--$!-->) would hand the player a fallback, scripts a CSP violation.
  if (/<!--\$[?!]-->|<script/i.test(html)) throw new Error(`Prerender of ${path}: a suspended boundary or a script in the markup`);
  if (html.includes(UNKNOWN)) throw new Error(`Prerender of ${path}: agency info is not known at build time, yet the first screen shows it`);
  const { modules, lao } = modulesOf(path);
  const startFailed = html.includes('<form')
    ? renderToString(<FormAlert>{errorMessage(i18n.t, { code: 'NETWORK_ERROR', status: 0 })}</FormAlert>)
    : undefined;
  return { html, modules: [...modules, ...lao], ...(startFailed && { startFailed }) };
}

/** The markup of `node` once nothing in it is suspended any more. */
async function text(node: ReactNode): Promise<string> {
  // One piece: React would otherwise move a large finished boundary out of place, behind a script.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * For app.html's map (vite/firstPaint.ts): the source modules besides its routes' own chunks that
 * the app loads before its first render of `path`: the api validation (every language) and the
 * Lao texts of the matched routes' namespaces (`lao`; other languages' texts are JSON).
 */
export function modulesOf(path: string): { modules: string[]; lao: string[] } {
  const router = routerAt(path, createQueryClient({ api: createApiClient({ baseUrl: API_BASE, fetch: offline }) }));
  const [routes] = router.getMatchedRoutes(path);
  const namespaces = [...new Set(routes.flatMap((route) => route.options.staticData?.namespaces ?? []))];
  return { modules: [...TAKE_OVER_MODULES], lao: namespaces.map(namespaceModule) };
}

/**
 * For app.html's map (vite/firstPaint.ts): the API answers (GET URLs, as the api client asks for
 * them) the app's first render of `path` waits for: the guards' checks and every matched route's
 * loader, called all at once with a client that records its requests and answers none (the layouts'
 * beforeLoad would otherwise hold the loaders back). app.html preloads them with the page's code,
 * so the data does not wait for the app's JavaScript nor the guards for each other.
 */
export async function fetchesOf(path: string): Promise<string[]> {
  const asked = new Set<string>();
  const recording: typeof fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://build.invalid');
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') asked.add(url.pathname + url.search);
    return new Promise<Response>(() => undefined);
  };
  const queryClient = createQueryClient({
    api: createApiClient({ baseUrl: API_BASE, fetch: recording }),
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const router = routerAt(path, queryClient);
  const [routes] = router.getMatchedRoutes(path);
  const location = router.latestLocation;
  const context = { queryClient, agency: PLACEHOLDER_AGENCY, player: { id: UNKNOWN } };
  const call = (fn: unknown, args: object) => {
    try {
      void Promise.resolve(typeof fn === 'function' ? fn(args) : undefined).catch(() => undefined);
    } catch {
      // A guard that throws at once (a redirect) asks for nothing more.
    }
  };
  for (const route of routes as AnyRoute[]) {
    const args = { context, location, params: {}, search: {}, deps: {}, route, cause: 'enter', abortController: new AbortController(), preload: false };
    call(route.options.beforeLoad, args);
    call(route.options.loader, args);
  }
  // The calls ask synchronously or after a microtask or two (the api's lazy validation module is bundled here).
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...asked];
}
