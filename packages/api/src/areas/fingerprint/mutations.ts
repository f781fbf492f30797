/** Mutation hooks of the fingerprint endpoints (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useApiMutation, type ApiMutationOptions } from '../../queries/mutation';

export function useReportFingerprint(
  options?: ApiMutationOptions<ResponseOf<'fingerprint'>, RequestBody<'fingerprint'>>,
) {
  return useApiMutation({ name: 'fingerprint', mutationFn: (api, body) => api.request('fingerprint', { body }) }, options);
}
