import { isApiError } from '@dokkham/api';
import { AgencyErrorPage } from '@dokkham/ui/AgencyErrorPage';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { SUPPORT_WHATSAPP_URL } from '../config';
import { ErrorScreen } from './ErrorScreen';

/**
 * The root route's error, with no layout around it (the agency is unknown): agency info 404 is the
 * agency error page (SPEC §2, §8), anything else the error page with retry.
 */
export function RootErrorScreen(props: ErrorComponentProps) {
  const { error } = props;
  if (isApiError(error) && error.endpoint === 'agencyInfo' && error.status === 404)
    return <AgencyErrorPage whatsappHref={SUPPORT_WHATSAPP_URL} />;
  return <ErrorScreen {...props} fullPage />;
}
