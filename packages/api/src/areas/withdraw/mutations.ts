/** Mutation hooks of the withdraw endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useMoneyMutation, type ApiMutationOptions } from '../../queries/mutation';
import { orderChangeKeys } from '../../queries/keys';

/** Withdraw credit (Idempotency-Key per intent). */
export function useCreateWithdrawal(
  options?: ApiMutationOptions<ResponseOf<'createWithdrawal'>, RequestBody<'createWithdrawal'>>,
) {
  return useMoneyMutation('createWithdrawal', orderChangeKeys('withdrawal'), options);
}
