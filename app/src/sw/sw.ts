/// <reference lib="webworker" />
/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, scope /;
 * registered by src/pwa in production builds only). What it does:
 *
 * - Precaches one build: its HTML files, every JS and CSS file, the Lao webfont, the favicon, the
 *   web manifest and the th/cn/vn locale files (the list is written in at build time, see
 *   src/pwa/vite.ts). Hashed /assets files are taken from the HTTP cache the first visit filled.
 * - Navigations get the precached HTML (rules.ts: the server's choice of file, SPA fallback to
 *   index.html), so the app opens offline or on a dead network and shows its own offline page.
 * - /api and /csp-report are never answered: no route matches them, and on Chromium a static
 *   route sends them to the network without even starting this worker.
 * - Updates: a new build's worker installs beside the old one and waits; the old one keeps serving
 *   its own build's files to open tabs. It takes over only when no tab uses the old one (the
 *   browser's rule) or when the only open tab asks (TAKE_OVER, sent on an in-app navigation: see
 *   src/pwa/update.ts). On taking over, the old build's entries are deleted.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { documentFor, isAppNavigation, NETWORK_ONLY_PATHS, TAKE_OVER, type TakeOverReply } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Chromium's static routing API (not in TypeScript's lib yet). */
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: Array<{ condition: { urlPattern: URLPattern }; source: 'network' }>) => Promise<void>;
}

setCacheNameDetails({ prefix: 'dokkham' });

// oxlint-disable-next-line no-underscore-dangle -- workbox's injection point: the build writes the precache list here
const entries = self.__WB_MANIFEST;
const documents = new Set(
  entries.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname).filter((path) => path.endsWith('.html')),
);

// Navigations first, so this one rule decides which HTML a page gets. The network only when the
// browser evicted the cache.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin),
  async ({ request, url }) => (await matchPrecache(documentFor(url.pathname, documents))) ?? fetch(request),
);

// The locale files' ?v=<hash> (packages/i18n) names the same file as the precached entry.
precacheAndRoute(entries, { ignoreURLParametersMatching: [/^v$/], directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker controls the page that installed it at once (nothing older to be consistent
// with), so that page's later chunks already come from the precache.
clientsClaim();

self.addEventListener('install', (event) => {
  const install = event as StaticRoutingInstallEvent;
  if (!install.addRoutes || typeof URLPattern === 'undefined') return;
  const rules = NETWORK_ONLY_PATHS.flatMap((path) =>
    [path, `${path}/*`].map((pathname) => ({
      condition: { urlPattern: new URLPattern({ pathname, baseURL: self.location.origin }) },
      source: 'network' as const,
    })),
  );
  // A browser that refuses the rules still has the fetch handler, which leaves these paths alone.
  event.waitUntil(install.addRoutes(rules).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== TAKE_OVER) return;
  event.waitUntil(
    (async () => {
      // Another tab may still be running the old build and need its chunks: then not now.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const reply: TakeOverReply = { takingOver: windows.length <= 1 };
      event.ports[0]?.postMessage(reply);
      if (reply.takingOver) await self.skipWaiting();
    })(),
  );
});
