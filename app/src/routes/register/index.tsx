import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterScreen } from '../../features/auth/RegisterScreen';
import { afterLoginPath, validateLoginSearch } from '../../lib/redirect';
import { isSignedIn } from '../../session';

/** Registration (guest only). Keeps `?redirect` so the login that follows can still return there. */
export const Route = createFileRoute('/register/')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context, search }) => {
    if (await isSignedIn(context)) throw redirect({ href: afterLoginPath(search), replace: true });
  },
  component: RegisterScreen,
});
