// Global styles: the theme (reset, fonts, tokens) and the boot screen's hand-over.
// oxlint-disable-next-line import/no-unassigned-import
import '@dokkham/ui/theme';
// oxlint-disable-next-line import/no-unassigned-import
import './frame/boot.css';
import { createApiClient, createQueryClient } from '@dokkham/api';
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, DEFAULT_LANGUAGE, initI18n, languageTag, loadNamespaces } from '@dokkham/i18n';
import { AppRoot } from './AppRoot';
import { API_BASE } from './config';
import { followSession } from './firstPaint/sessionHint';
import { fetchTakingSent } from './firstPaint/sent';
import { mountApp } from './firstPaint/takeOver';
import { installChunkGuard } from './frame/chunkGuard';
import { loadLaoWebfont } from './frame/webfont';
import { registerServiceWorkerLater } from './pwa';
import { createAppRouter, startFirstRoute, type AppRouter } from './router';
import { createUnauthorizedHandler } from './session';

// The modules' own evaluation is one task (the whole entry, ~130 ms at 4x CPU); the app starts in
// a task of its own, so a phone's main thread is not blocked for both in one go (TBT).
setTimeout(start, 0);

function start() {
  // The router is created after the client it uses; the 401 handler reads it at call time.
  let router: AppRouter | undefined;
  const api = createApiClient({
    baseUrl: API_BASE,
    onUnauthorized: createUnauthorizedHandler(() => router),
    getLanguage: currentLanguage,
    // A login the prerendered page sent before the app took over is answered, not sent again.
    fetch: fetchTakingSent,
  });
  // The api client travels with the query cache: queries, hooks and route loaders find it there.
  const queryClient = createQueryClient({ api });
  router = createAppRouter({ queryClient });
  installChunkGuard(router);
  // The signed-in hint the prerendered pages read before any script of ours has loaded.
  followSession(queryClient);
  registerServiceWorkerLater(router, queryClient);

  // HOOK(fingerprint): reporting starts in the /player layout (routes/player/route.tsx), where the
  // session and the agency id (per-agent storage) are known.

  // The first route and the texts in a task of their own, again: with the router's creation they
  // were one 80 ms task on a 4x-slowed phone (TBT).
  setTimeout(load, 0, router, queryClient);
}

function load(router: AppRouter, queryClient: QueryClient) {
  startFirstRoute(router, loadNamespaces);
  // initI18n sets <html lang> at once (the stored language, else Lao); its texts may still be loading.
  const i18nReady = initI18n();
  if (document.documentElement.lang === languageTag(DEFAULT_LANGUAGE)) loadLaoWebfont();
  // The frame chunk (navbar menus, footer ...) is asked for by AppShell after the first paint; the
  // first render does not wait for it (the navbar's placeholder shows meanwhile).
  // The first render waits for the player's language (Lao is bundled) and the first route (agency
  // info, guards, loaders, the lazy page chunk), in parallel. Meanwhile the page shows what the
  // server sent: the prerendered shell of this page (/, /login, /register, for a Lao guest) or the
  // boot screen (logo and spinner, pure CSS). No blank page, and the app replaces it in one frame.
  void Promise.all([i18nReady, router.load()]).finally(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root');
    mountApp(container, <AppRoot router={router} queryClient={queryClient} />);
  });
}
