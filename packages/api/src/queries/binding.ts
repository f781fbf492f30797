/**
 * The api client travels with the QueryClient: `createQueryClient({ api })` attaches it once, and
 * every query (through the `client` of its query function context), mutation hook and session
 * helper finds it there. Route loaders (router context: `queryClient`) and components
 * (QueryClientProvider) already have the QueryClient, so nobody passes the api client around.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';

const apiClients = new WeakMap<QueryClient, ApiClient>();

export function attachApiClient(queryClient: QueryClient, api: ApiClient): void {
  apiClients.set(queryClient, api);
}

/** The api client attached to this QueryClient (throws when there is none: a setup bug). */
export function apiClientOf(queryClient: QueryClient): ApiClient {
  const api = apiClients.get(queryClient);
  if (!api) throw new Error('No api client on this QueryClient: create it with createQueryClient({ api })');
  return api;
}
