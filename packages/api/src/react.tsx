import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { apiClientOf } from './queries/binding';

/** The api client of the QueryClient in context (createQueryClient({ api }) under QueryClientProvider). */
export function useApiClient(): ApiClient {
  return apiClientOf(useQueryClient());
}
