import { queries } from '@dokkham/api';
import { loadNamespaces, type Namespace } from '@dokkham/i18n';
import type { RouterContext } from '../../routerContext';

const NAMESPACES: readonly Namespace[] = ['protection', 'errors', 'validation'];

/**
 * The glue the protection settings routes share (limits, reality check, break, self-exclusion:
 * their route files spread it): the player's settings and the forms' texts, loaded before the
 * screen so it never suspends. Its own module, not a screen's: a route file's non-component part
 * is in the entry bundle, and once here it is there once for the four.
 */
export const protectionSettingsRoute = {
  staticData: { namespaces: NAMESPACES },
  loader: ({ context: { queryClient } }: { context: RouterContext }) =>
    Promise.all([loadNamespaces(NAMESPACES), queryClient.ensureQueryData(queries.protection())]).then(() => undefined),
};
