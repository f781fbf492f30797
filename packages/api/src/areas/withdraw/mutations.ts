/** Mutation hooks of the withdraw endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useMoneyMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';

const k = queryKeys.player;

/** Withdraw credit (Idempotency-Key per intent). */
export function useCreateWithdrawal(
  options?: ApiMutationOptions<ResponseOf<'createWithdrawal'>, RequestBody<'createWithdrawal'>>,
) {
  return useMoneyMutation('createWithdrawal', [k.withdrawals.all(), k.credits.all(), k.promotion.all()], options);
}
