/**
 * Mutation hooks for every POST endpoint, each invalidating what it changes. Mutations are never
 * retried (createQueryClient). Money mutations (deposit, withdrawal, promotion use) carry an
 * Idempotency-Key per player intent (intent.ts) and use networkMode 'always': offline they fail at
 * once and the player decides, instead of being paused and sent minutes later (NOTES.md).
 *
 * Every hook takes optional useMutation options; its own onSuccess (the invalidation) runs first.
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
import { queryKeys } from './keys';
import { clearPlayerData } from './session';

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
  money?: boolean;
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

function useApiMutation<TData, TVariables>(
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
  });
}

/** A money mutation plus `resetIntent()`: forget the current key, e.g. when the player starts over. */
export type MoneyMutationResult<TData, TVariables> = UseMutationResult<TData, ApiError, TVariables> & {
  resetIntent: () => void;
};

function useMoneyMutation<N extends IdempotentEndpointName>(
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
    },
    options,
  );
  const resetIntent = useCallback(() => intentKeysFor(client, name).reset(), [client, name]);
  return { ...mutation, resetIntent };
}

const k = queryKeys.player;

// ---------------------------------------------------------------------------------------------
// Session and account

/** Login: on success every player query is refreshed, and the mutation stays pending until player info is in. */
export function useLogin(options?: ApiMutationOptions<ResponseOf<'login'>, RequestBody<'login'>>) {
  return useApiMutation(
    {
      name: 'login',
      mutationFn: (api, body) => api.request('login', { body }),
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: k.all() }),
    },
    options,
  );
}

/** Logout: removes every player query; the app reloads the page itself (SPEC §4). */
export function useLogout(options?: ApiMutationOptions<ResponseOf<'logout'>, void>) {
  return useApiMutation<ResponseOf<'logout'>, void>(
    {
      name: 'logout',
      mutationFn: (api) => api.request('logout'),
      onSuccess: clearPlayerData,
    },
    options,
  );
}

/** Register (the fingerprint goes in the body and the X-Fingerprint header). The player logs in afterwards. */
export function useRegister(options?: ApiMutationOptions<ResponseOf<'register'>, RequestBody<'register'>>) {
  return useApiMutation(
    {
      name: 'register',
      mutationFn: (api, body) => api.request('register', { body }),
      onSuccess: (queryClient) => invalidate(queryClient, [queryKeys.guest.all()]),
    },
    options,
  );
}

export function useChangePassword(
  options?: ApiMutationOptions<ResponseOf<'passwordChange'>, RequestBody<'passwordChange'>>,
) {
  return useApiMutation(
    {
      name: 'passwordChange',
      mutationFn: (api, body) => api.request('passwordChange', { body }),
      onSuccess: (queryClient) => invalidate(queryClient, [k.info()]),
    },
    options,
  );
}

export function useReportFingerprint(
  options?: ApiMutationOptions<ResponseOf<'fingerprint'>, RequestBody<'fingerprint'>>,
) {
  return useApiMutation({ name: 'fingerprint', mutationFn: (api, body) => api.request('fingerprint', { body }) }, options);
}

export function useAddBankAccount(
  options?: ApiMutationOptions<ResponseOf<'addBankAccount'>, RequestBody<'addBankAccount'>>,
) {
  return useApiMutation(
    {
      name: 'addBankAccount',
      mutationFn: (api, body) => api.request('addBankAccount', { body }),
      onSuccess: (queryClient) => invalidate(queryClient, [k.bankAccounts(), k.info()]),
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Deposits

/** Create a deposit order (Idempotency-Key per intent). */
export function useCreateDeposit(
  options?: ApiMutationOptions<ResponseOf<'createDeposit'>, RequestBody<'createDeposit'>>,
) {
  return useMoneyMutation('createDeposit', [k.deposits.all(), k.promotion.all(), k.credits.all()], options);
}

/** Cancel an OPEN order; variables: the order code. */
export function useCancelDeposit(options?: ApiMutationOptions<ResponseOf<'cancelDeposit'>, string>) {
  return useApiMutation<ResponseOf<'cancelDeposit'>, string>(
    {
      name: 'cancelDeposit',
      mutationFn: (api, code) => api.request('cancelDeposit', { params: { code } }),
      onSuccess: (queryClient) => invalidate(queryClient, [k.deposits.all(), k.promotion.all()]),
    },
    options,
  );
}

/** "I have paid": variables: the order code. A SUCCESS grows the credit. */
export function useRecheckDeposit(options?: ApiMutationOptions<ResponseOf<'recheckDeposit'>, string>) {
  return useApiMutation<ResponseOf<'recheckDeposit'>, string>(
    {
      name: 'recheckDeposit',
      mutationFn: (api, code) => api.request('recheckDeposit', { params: { code } }),
      onSuccess: (queryClient) => invalidate(queryClient, [k.deposits.all(), k.credits.all(), k.promotion.all()]),
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

/** Withdraw credit (Idempotency-Key per intent). */
export function useCreateWithdrawal(
  options?: ApiMutationOptions<ResponseOf<'createWithdrawal'>, RequestBody<'createWithdrawal'>>,
) {
  return useMoneyMutation('createWithdrawal', [k.withdrawals.all(), k.credits.all(), k.promotion.all()], options);
}

// ---------------------------------------------------------------------------------------------
// Promotions

/** Claim a promotion (Idempotency-Key per intent). */
export function useUsePromotion(
  options?: ApiMutationOptions<ResponseOf<'usePromotion'>, RequestBody<'usePromotion'>>,
) {
  return useMoneyMutation('usePromotion', [k.promotion.all(), k.credits.all(), k.deposits.open()], options);
}

export function useCancelUsage(options?: ApiMutationOptions<ResponseOf<'cancelUsage'>, RequestBody<'cancelUsage'>>) {
  return useApiMutation(
    {
      name: 'cancelUsage',
      mutationFn: (api, body) => api.request('cancelUsage', { body }),
      onSuccess: (queryClient) => invalidate(queryClient, [k.promotion.all(), k.credits.all(), k.deposits.open()]),
    },
    options,
  );
}

export function useRecheckUsage(options?: ApiMutationOptions<ResponseOf<'recheckUsage'>, void>) {
  return useApiMutation<ResponseOf<'recheckUsage'>, void>(
    {
      name: 'recheckUsage',
      mutationFn: (api) => api.request('recheckUsage'),
      onSuccess: (queryClient) => invalidate(queryClient, [k.promotion.all(), k.credits.all()]),
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Games

/** A launch URL for a game; GAME_CANNOT_OPEN when the credit is zero ("please deposit"). */
export function useOpenGame(options?: ApiMutationOptions<ResponseOf<'openGame'>, RequestBody<'openGame'>>) {
  return useApiMutation({ name: 'openGame', mutationFn: (api, body) => api.request('openGame', { body }) }, options);
}
