/** Mutation hooks of the auth endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { invalidate, useApiMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';
import { clearPlayerData } from '../../queries/session';

const k = queryKeys.player;

/**
 * Login: on success every player query is refreshed, and the mutation stays pending until player
 * info is in. The announcements are asked again too (not waited for): a player on a break or
 * self-excluded is answered fewer than the guest was (no promotion announcements).
 */
export function useLogin(options?: ApiMutationOptions<ResponseOf<'login'>, RequestBody<'login'>>) {
  return useApiMutation(
    {
      name: 'login',
      mutationFn: (api, body) => api.request('login', { body }),
      onSuccess: (queryClient) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all() });
        return queryClient.invalidateQueries({ queryKey: k.all() });
      },
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
