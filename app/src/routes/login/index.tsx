import { isSignedIn } from '@dokkham/api';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/LoginScreen';
import { sentRequest } from '../../firstPaint/sent';
import { afterLoginPath, validateLoginSearch } from '../../lib/redirect';
import { loadRouteNamespaces } from '../../lib/routeNamespaces';

/**
 * Login (guest only). `?redirect=/player/...` is where the player was sent from (guards, the 401
 * rule); only same-origin player paths survive validation. A signed-in player goes straight there.
 */
export const Route = createFileRoute('/login/')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context, search }) => {
    // A login the prerendered page sent (firstPaint/sent.ts) is the form's to finish (its answer, the
    // toast, the way on), even when it has signed the player in already.
    if (!sentRequest() && (await isSignedIn(context.queryClient))) throw redirect({ href: afterLoginPath(search), replace: true });
  },
  // The form's texts (lazy namespaces) arrive with the route's code: the screen never suspends.
  staticData: { namespaces: ['auth', 'validation', 'errors'] },
  loader: ({ route }) => loadRouteNamespaces(route),
  component: function LoginRoute() {
    return <LoginScreen search={Route.useSearch()} />;
  },
});
