// Global styles: the theme (reset, fonts, tokens) and the boot screen's hand-over.
// oxlint-disable-next-line import/no-unassigned-import
import '@dokkham/ui/theme';
// oxlint-disable-next-line import/no-unassigned-import
import './frame/boot.css';
import { ApiProvider, createApiClient, createQueryClient } from '@dokkham/api';
import { currentLanguage, I18nProvider, initI18n } from '@dokkham/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFrame } from './frame/AppShell';
import { installChunkGuard } from './frame/chunkGuard';
import { PendingScreen } from './frame/PendingScreen';
import { createAppRouter, type AppRouter } from './router';
import { createUnauthorizedHandler } from './session';

const queryClient = createQueryClient();

// The router is created after the client it uses; the 401 handler reads it at call time.
let router: AppRouter | undefined;
const api = createApiClient({
  baseUrl: '/api',
  onUnauthorized: createUnauthorizedHandler(() => router, { queryClient }),
  getLanguage: currentLanguage,
});
router = createAppRouter({ queryClient, api });
installChunkGuard(router);

// HOOK(fingerprint): reporting starts in the /player layout (routes/player/route.tsx), where the
// session and the agency id (per-agent storage) are known.

// The first render waits for the player's language (Lao is bundled), the first route (agency
// info, guards, loaders, the lazy page chunk) and the frame chunk, all in parallel. Meanwhile index.html's
// boot screen (logo and spinner, pure CSS) stays up: no blank page, no flash of an empty frame.
void Promise.all([initI18n(), router.load(), loadFrame()]).finally(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider fallback={<PendingScreen />}>
        <ApiProvider client={api}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
