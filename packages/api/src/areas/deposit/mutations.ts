/** Mutation hooks of the deposit endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { invalidate, useApiMutation, useMoneyMutation, type ApiMutationOptions } from '../../queries/mutation';
import { orderChangeKeys } from '../../queries/keys';


/** Create a deposit order (Idempotency-Key per intent). */
export function useCreateDeposit(
  options?: ApiMutationOptions<ResponseOf<'createDeposit'>, RequestBody<'createDeposit'>>,
) {
  return useMoneyMutation('createDeposit', orderChangeKeys('deposit'), options);
}

/** Cancel an OPEN order; variables: the order code. */
export function useCancelDeposit(options?: ApiMutationOptions<ResponseOf<'cancelDeposit'>, string>) {
  return useApiMutation<ResponseOf<'cancelDeposit'>, string>(
    {
      name: 'cancelDeposit',
      mutationFn: (api, code) => api.request('cancelDeposit', { params: { code } }),
      onSuccess: (queryClient) => invalidate(queryClient, orderChangeKeys('deposit')),
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
      onSuccess: (queryClient) => invalidate(queryClient, orderChangeKeys('deposit')),
    },
    options,
  );
}
