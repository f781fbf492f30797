/**
 * The machinery of the mutation hooks (each area's mutations.ts): every hook invalidates what it
 * changes and is never retried (createQueryClient). Money mutations (deposit, withdrawal, promotion
 * use) carry an Idempotency-Key per player intent (intent.ts) and use networkMode 'always': offline
 * they fail at once and the player decides, instead of being paused and sent minutes later.
 *
 * Every hook takes optional useMutation options; its own onSuccess (the invalidation) runs first.
 * A money mutation the agency refuses on business grounds (403, 409, 422: an order already open,
 * a limit reached, a break begun on another device) asks its list again too: the refusal says the
 * page's picture is out of date.
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient, ApiError, RequestBody, ResponseOf } from '../client';
import type { EndpointName } from '../schemas/endpoints';
import { apiClientOf } from './binding';
import { intentKeysFor, requestWithIntent, type IdempotentEndpointName } from './intent';

export type ApiMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn' | 'mutationKey' | 'retry' | 'networkMode'
>;

/** The mutation key of each hook: `['mutation', endpointName]` (for useIsMutating). */
export const mutationKeys = {
  all: () => ['mutation'] as const,
  of: (name: EndpointName) => ['mutation', name] as const,
};

interface Definition<TData, TVariables> {
  name: EndpointName;
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<TData>;
  /** Cache updates after success; awaited (the mutation stays pending) only when it returns a promise. */
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  /** After a business refusal (isRefusal); not awaited. */
  onRefused?: (queryClient: QueryClient) => void;
  money?: boolean;
}

/** A refusal by the agency's rules (the request arrived and was understood), not a failure on the way. */
export function isRefusal(error: ApiError): boolean {
  return error.status === 403 || error.status === 409 || error.status === 422;
}

export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

export function useApiMutation<TData, TVariables>(
  def: Definition<TData, TVariables>,
  options: ApiMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, ApiError, TVariables> {
  const queryClient = useQueryClient();
  const client = apiClientOf(queryClient);
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationKey: mutationKeys.of(def.name),
    mutationFn: (variables) => def.mutationFn(client, variables),
    retry: false,
    ...(def.money ? { networkMode: 'always' as const } : {}),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await def.onSuccess?.(queryClient, data, variables);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: (error, variables, onMutateResult, context) => {
      if (isRefusal(error)) def.onRefused?.(queryClient);
      return options.onError?.(error, variables, onMutateResult, context);
    },
  });
}

/** A money mutation plus `resetIntent()`: forget the current key, e.g. when the player starts over. */
export type MoneyMutationResult<TData, TVariables> = UseMutationResult<TData, ApiError, TVariables> & {
  resetIntent: () => void;
};

export function useMoneyMutation<N extends IdempotentEndpointName>(
  name: N,
  invalidates: readonly QueryKey[],
  options?: ApiMutationOptions<ResponseOf<N>, RequestBody<N>>,
): MoneyMutationResult<ResponseOf<N>, RequestBody<N>> {
  const client = apiClientOf(useQueryClient());
  const mutation = useApiMutation<ResponseOf<N>, RequestBody<N>>(
    {
      name,
      money: true,
      mutationFn: (api, body) => requestWithIntent(api, name, body),
      onSuccess: (queryClient) => invalidate(queryClient, invalidates),
      onRefused: (queryClient) => invalidate(queryClient, invalidates),
    },
    options,
  );
  const resetIntent = useCallback(() => intentKeysFor(client, name).reset(), [client, name]);
  return { ...mutation, resetIntent };
}
