import { errorMessage, i18n, loadNamespaces } from '@dokkham/i18n';
import { toast } from '@dokkham/ui/Toast';

/**
 * A destructive toast describing `error` (useErrorMessage's text), for code that runs on every
 * page (the frame): the error texts are a lazy namespace, fetched only when an error happens, so
 * the first render never waits for them.
 */
export async function toastError(error: unknown): Promise<void> {
  try {
    await loadNamespaces(['errors']);
  } catch {
    // Offline: i18next falls back to what it has; errorMessage still gives a generic text.
  }
  toast({ variant: 'destructive', title: i18n.t('errors:title'), description: errorMessage(i18n.t, error) });
}
