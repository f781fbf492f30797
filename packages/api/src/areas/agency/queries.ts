/** queryOptions of the agency endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const agencyQueries = {
  /** Loaded first by the root route; no retries (SPEC §7): a 404 shows the agency error page. */
  agencyInfo: () => ({
    ...endpointQuery('agencyInfo', queryKeys.agency.info(), {}),
    retry: false,
  }),
};
