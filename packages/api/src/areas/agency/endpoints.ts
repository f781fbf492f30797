import type { IoFor } from '../define';
import { AgencyInfoResponse } from './schemas';
import type { agencyRoutes } from './route';

/** What the agency endpoints take, answer and may fail with; keyed exactly as agencyRoutes. */
export const agencyEndpoints = {
  agencyInfo: {
    response: AgencyInfoResponse,
    errors: ['AGENCY_NOT_FOUND'],
    summary: 'The agency: id, name, social links and business settings.',
  },
} as const satisfies IoFor<typeof agencyRoutes>;
