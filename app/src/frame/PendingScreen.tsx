import { useTranslation } from '@dokkham/i18n';
import { FullPageLoader } from '@dokkham/ui/FullPageLoader';
import { OfflinePage } from '@dokkham/ui/OfflinePage';
import { useRouter } from '@tanstack/react-router';
import { useOnline } from './useOnline';

/**
 * The full-screen centred logo and spinner: the i18n Suspense fallback, the screen while the page
 * reloads after a failed chunk (`label`: errors:chunkReload), and (RoutePendingScreen) the router's
 * pending component (after 1000 ms, shown for at least 500 ms).
 */
export function PendingScreen({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <FullPageLoader label={label ?? t('loading')} />;
}

/**
 * The router's pending component. Offline, a page whose data is not in memory waits for the
 * network (the query cache pauses its requests and sends them when the network returns): the
 * offline page says so rather than a spinner that never ends, and the page opens by itself then.
 */
export function RoutePendingScreen() {
  const online = useOnline();
  const router = useRouter();
  if (!online) return <OfflinePage offline onRetry={() => void router.invalidate()} />;
  return <PendingScreen />;
}
