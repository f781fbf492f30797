import type { IoFor } from '../define';
import { FingerprintRequest, FingerprintResponse } from './schemas';
import type { fingerprintRoutes } from './route';

/** What the fingerprint endpoints take, answer and may fail with; keyed exactly as fingerprintRoutes. */
export const fingerprintEndpoints = {
  fingerprint: {
    body: FingerprintRequest,
    response: FingerprintResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Report the browser fingerprint (at most once a day).',
  },
} as const satisfies IoFor<typeof fingerprintRoutes>;
