import { loadNamespaces } from '@dokkham/i18n';
import type { AnyRoute } from '@tanstack/react-router';

/**
 * Loads the lazy i18n namespaces `route`'s staticData names (router.tsx), for its loader: the
 * screen's texts arrive with its data, so it never suspends on a text chunk.
 */
export const loadRouteNamespaces = (route: AnyRoute) => loadNamespaces(route.options.staticData?.namespaces ?? []);
