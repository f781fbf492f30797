/** Mutation hooks of the bank endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { invalidate, useApiMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';

const k = queryKeys.player;

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
