import { useTranslation } from '@dokkham/i18n';
import { ErrorPage } from '@dokkham/ui/ErrorPage';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { chunkGuard } from './chunkGuard';
import { PendingScreen } from './PendingScreen';

/**
 * The router's default error component: 'Something went wrong!' with Show Error / Hide Error
 * (SPEC §2) and a retry that reloads the route. `fullPage` when no layout is around it (root).
 */
export function ErrorScreen({ error, reset, fullPage = false }: ErrorComponentProps & { fullPage?: boolean }) {
  const { t } = useTranslation('errors');
  const router = useRouter();
  // A failed lazy chunk is being recovered by a reload: keep the loader up instead of an error.
  if (chunkGuard.reloading) return <PendingScreen label={t('chunkReload')} />;
  return (
    <ErrorPage
      variant="error"
      error={error}
      fullPage={fullPage}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
