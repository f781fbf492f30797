import { queries } from '@dokkham/api';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShell } from '../frame/AppShell';
import { RootErrorScreen } from '../frame/RootErrorScreen';
import type { AccountSlot, NoticesSlot } from '../frame/slots';
import type { RouterContext } from '../routerContext';

/**
 * Root: agency info first (no retries; a 404 shows the agency error page), put in context as
 * `agency` for every route. The session check (player info) starts at the same time, so the guest
 * guards of /, /login and /register find it in flight instead of starting it after.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(queries.session());
    const agency = await queryClient.ensureQueryData(queries.agencyInfo());
    return { agency };
  },
  component: RootLayout,
  errorComponent: RootErrorScreen,
});

// The navbar's account slot (change password, logout): its own chunk, fetched with the frame's.
const loadAccount = (): Promise<AccountSlot> => import('../features/account/AccountActions').then((m) => m.AccountActions);

// The bell and the announcement banner: their own chunk too (the panel inside loads when opened).
const loadNotices = (): Promise<NoticesSlot> => import('../features/notifications/NoticesSlot').then((m) => m.notices);

function RootLayout() {
  return (
    <AppShell loadAccount={loadAccount} loadNotices={loadNotices}>
      <Outlet />
    </AppShell>
  );
}
