/** Mutation hooks of the promotion endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { invalidate, useApiMutation, useMoneyMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';

const k = queryKeys.player;

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
