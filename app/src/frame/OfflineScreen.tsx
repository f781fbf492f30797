import { OfflinePage } from '@dokkham/ui/OfflinePage';
import { useEffect } from 'react';
import { useOnline } from './useOnline';

/**
 * The error component's page when the connection is lost (lib/connection.ts): says offline or
 * cannot connect, as the device knows it, and retries by itself when the `online` event comes.
 */
export function OfflineScreen({ onRetry, fullPage = false }: { onRetry: () => void; fullPage?: boolean }) {
  const online = useOnline();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return <OfflinePage offline={!online} onRetry={onRetry} fullPage={fullPage} />;
}
