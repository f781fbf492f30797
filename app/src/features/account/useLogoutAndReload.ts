import { useLogout } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { toast } from '@dokkham/ui/Toast';
import { toastError } from '../../lib/toastError';

/** Where the page reloads after a logout: the landing (a reload of a /player page would only bounce to /login). */
export const AFTER_LOGOUT_PATH = '/';

/**
 * Logout (SPEC §4): the server ends the session, every cached player query is removed (useLogout),
 * then the page reloads on the landing, so nothing of the player stays in memory. `replace`: Back
 * does not return to a player page. A failure (no connection) says so and keeps the player signed in.
 */
export function useLogoutAndReload(reload: (path: string) => void = (path) => window.location.replace(path)) {
  const { t } = useTranslation('common');
  return useLogout({
    onMutate: () => {
      toast({ title: t('pleaseWait'), duration: Number.POSITIVE_INFINITY });
    },
    onSuccess: () => reload(AFTER_LOGOUT_PATH),
    onError: (error) => void toastError(error),
  });
}
