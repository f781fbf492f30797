import { useTranslation } from '@dokkham/i18n';
import { FullPageLoader } from '@dokkham/ui/FullPageLoader';

/**
 * The full-screen centred logo and spinner: the router's pending component (after 1000 ms, shown
 * for at least 500 ms), the i18n Suspense fallback, and the screen while the page reloads after a
 * failed chunk (`label`: errors:chunkReload).
 */
export function PendingScreen({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <FullPageLoader label={label ?? t('loading')} />;
}
