/** Mutation hooks of the player-protection endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useApiMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';

const k = queryKeys.player;

type Name = 'setDepositLimits' | 'setRealityCheck' | 'cancelPendingChange' | 'takeBreak' | 'selfExclude';

/** Every setting answers the whole protection state: it is put in the cache, no refetch needed. */
function useProtectionMutation<N extends Name>(name: N, options?: ApiMutationOptions<ResponseOf<N>, RequestBody<N>>, after: readonly (readonly unknown[])[] = []) {
  return useApiMutation<ResponseOf<N>, RequestBody<N>>(
    {
      name,
      mutationFn: (api, body) => api.request(name, { body } as never) as Promise<ResponseOf<N>>,
      onSuccess: (queryClient, data) => {
        queryClient.setQueryData(k.protection.settings(), data);
        return Promise.all(after.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
      },
    },
    options,
  );
}

export const useSetDepositLimits = (options?: ApiMutationOptions<ResponseOf<'setDepositLimits'>, RequestBody<'setDepositLimits'>>) =>
  useProtectionMutation('setDepositLimits', options);
export const useSetRealityCheck = (options?: ApiMutationOptions<ResponseOf<'setRealityCheck'>, RequestBody<'setRealityCheck'>>) =>
  useProtectionMutation('setRealityCheck', options);
export const useCancelPendingChange = (options?: ApiMutationOptions<ResponseOf<'cancelPendingChange'>, RequestBody<'cancelPendingChange'>>) =>
  useProtectionMutation('cancelPendingChange', options);
/** A break or a self-exclusion hides promotions and closes games: those answers are refreshed. */
export const useTakeBreak = (options?: ApiMutationOptions<ResponseOf<'takeBreak'>, RequestBody<'takeBreak'>>) =>
  useProtectionMutation('takeBreak', options, [k.promotion.all(), queryKeys.promotions.all()]);
export const useSelfExclude = (options?: ApiMutationOptions<ResponseOf<'selfExclude'>, RequestBody<'selfExclude'>>) =>
  useProtectionMutation('selfExclude', options, [k.promotion.all(), queryKeys.promotions.all()]);
