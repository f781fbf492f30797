import { isApiError } from '@dokkham/api';
import { isFetchFailure } from '@dokkham/i18n';

/**
 * Did `error` happen for want of a connection, so the offline page (with its automatic retry)
 * fits better than 'Something went wrong'? The API not answering at all always is (offline, a
 * dead network, a captive portal). Any other request without an answer (a lazy chunk, a locale
 * file) only when the device says it is offline: online, a missing chunk means a new deploy, which
 * the chunk guard and the error page handle.
 */
export function isConnectionLost(error: unknown, online: boolean): boolean {
  if (isApiError(error)) return error.code === 'NETWORK_ERROR';
  return !online && isFetchFailure(error);
}
