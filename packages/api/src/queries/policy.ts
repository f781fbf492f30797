/**
 * Freshness and retry policy (SPEC §9), in one place. Per-query exceptions (agency info without
 * retries, credits always refetched, askmebet and alphabet games never stale) are set on their
 * queryOptions in options.ts, using the constants below.
 */
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../client';
import { attachApiClient } from './binding';

export const QUERY_POLICY = {
  /** Default freshness: 5 minutes. */
  staleTime: 300_000,
  /** Unused data is dropped after 5 minutes. */
  gcTime: 300_000,
  refetchOnWindowFocus: true,
  /** Retries after the first failure. */
  maxRetries: 3,
  /** Backoff: 1 s, 2 s, 4 s ... never more than 30 s. */
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;

/**
 * An answer this recent is the one asked for this very visit (the route's loader, app.html's
 * preload): a screen mounting with it does not ask again.
 */
export const JUST_ANSWERED_MS = 2_000;

/**
 * Data asked for again on every visit of a screen that shows it (credits, protection settings,
 * sessions): never fresh, refetched on every mount, except right after its own answer came in and
 * while nothing has invalidated it since (a money action, an order settling: orderChangeKeys).
 * Without that exception a money page asked for its credits and settings twice on opening: once
 * for the loader, once when the screen mounted a few hundred milliseconds later.
 */
export const ASKED_EVERY_VISIT = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) =>
    !query.state.isInvalidated && Date.now() - query.state.dataUpdatedAt < JUST_ANSWERED_MS ? false : ('always' as const),
};

/**
 * Whether a failed query is tried again. Only failures that may pass are retried: network errors
 * (status 0) and server errors (5xx). A 4xx is the server's answer and will not change; a
 * CONTRACT_MISMATCH will not either; any other error is a bug in our code.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_POLICY.maxRetries) return false;
  if (!isApiError(error) || error.code === 'CONTRACT_MISMATCH') return false;
  return error.status === 0 || error.status >= 500;
}

/** Exponential backoff capped at 30 s; `failureCount` is 0 before the first retry. */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_POLICY.retryBaseDelayMs * 2 ** failureCount, QUERY_POLICY.retryMaxDelayMs);
}

export interface CreateQueryClientOptions extends QueryClientConfig {
  /** The api client every query and mutation of this cache calls (binding.ts). */
  api?: ApiClient;
}

/**
 * The QueryClient of the app, Storybook and tests, carrying the api client its queries call.
 * `config` may override (e.g. retry: false in tests).
 */
export function createQueryClient({ api, ...config }: CreateQueryClientOptions = {}): QueryClient {
  const queryClient = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: QUERY_POLICY.staleTime,
        gcTime: QUERY_POLICY.gcTime,
        refetchOnWindowFocus: QUERY_POLICY.refetchOnWindowFocus,
        retry: shouldRetry,
        retryDelay,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        // A mutation is an action of the player: never repeated behind their back.
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
  if (api) attachApiClient(queryClient, api);
  return queryClient;
}
