import { isSignedIn } from '@dokkham/api';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterScreen } from '../../features/auth/RegisterScreen';
import { afterLoginPath, validateLoginSearch } from '../../lib/redirect';
import { loadRouteNamespaces } from '../../lib/routeNamespaces';

/** Registration (guest only). Keeps `?redirect` so the login that follows can still return there. */
export const Route = createFileRoute('/register/')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context, search }) => {
    if (await isSignedIn(context.queryClient)) throw redirect({ href: afterLoginPath(search), replace: true });
  },
  // The form's texts (lazy namespaces) arrive with the route's code: the screen never suspends.
  staticData: { namespaces: ['auth', 'validation', 'errors'] },
  loader: ({ route }) => loadRouteNamespaces(route),
  component: function RegisterRoute() {
    return <RegisterScreen search={Route.useSearch()} />;
  },
});
