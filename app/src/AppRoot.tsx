import { I18nProvider } from '@dokkham/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { PendingScreen } from './frame/PendingScreen';
import type { AppRouter } from './router';

/**
 * The whole app around a router: what main.tsx renders in the browser and what the build
 * prerenders (src/prerender), so the static shells are the app's own markup.
 */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider fallback={<PendingScreen />}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
