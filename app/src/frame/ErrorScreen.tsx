import { useTranslation } from '@dokkham/i18n';
import { ErrorPage } from '@dokkham/ui/ErrorPage';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isConnectionLost } from '../lib/connection';
import { chunkGuard } from './chunkGuard';
import { OfflineScreen } from './OfflineScreen';
import { PendingScreen } from './PendingScreen';

/**
 * The router's default error component: 'Something went wrong!' with Show Error / Hide Error
 * (SPEC §2) and a retry that reloads the route; the offline page instead when the connection is
 * lost (it retries by itself when the network returns). `fullPage` when no layout is around it (root).
 */
export function ErrorScreen({ error, reset, fullPage = false }: ErrorComponentProps & { fullPage?: boolean }) {
  const router = useRouter();
  // A failed lazy chunk is being recovered by a reload: keep the loader up instead of an error.
  if (chunkGuard.reloading) return <ChunkReloadScreen />;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (isConnectionLost(error, navigator.onLine)) return <OfflineScreen onRetry={retry} fullPage={fullPage} />;
  return <ErrorPage variant="error" error={error} fullPage={fullPage} onRetry={retry} />;
}

function ChunkReloadScreen() {
  const { t } = useTranslation('errors');
  return <PendingScreen label={t('chunkReload')} />;
}
