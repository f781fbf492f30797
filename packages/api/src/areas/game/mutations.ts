/** Mutation hooks of the game endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useApiMutation, type ApiMutationOptions } from '../../queries/mutation';

/** A launch URL for a game; GAME_CANNOT_OPEN when the credit is zero ("please deposit"). */
export function useOpenGame(options?: ApiMutationOptions<ResponseOf<'openGame'>, RequestBody<'openGame'>>) {
  return useApiMutation({ name: 'openGame', mutationFn: (api, body) => api.request('openGame', { body }) }, options);
}
