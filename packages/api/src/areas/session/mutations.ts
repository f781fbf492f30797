/** Mutation hooks of the session endpoints (machinery: queries/mutation.ts). */
import type { ResponseOf } from '../../client';
import { useApiMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';

/** End another session: variables: its id. The list is asked again. */
export function useRevokeSession(options?: ApiMutationOptions<ResponseOf<'revokeSession'>, string>) {
  return useApiMutation<ResponseOf<'revokeSession'>, string>(
    {
      name: 'revokeSession',
      mutationFn: (api, id) => api.request('revokeSession', { params: { id } }),
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.player.sessions() }),
    },
    options,
  );
}

/** End every session but this one. The list is asked again. */
export function useRevokeOtherSessions(options?: ApiMutationOptions<ResponseOf<'revokeOtherSessions'>, void>) {
  return useApiMutation<ResponseOf<'revokeOtherSessions'>, void>(
    {
      name: 'revokeOtherSessions',
      mutationFn: (api) => api.request('revokeOtherSessions'),
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.player.sessions() }),
    },
    options,
  );
}
