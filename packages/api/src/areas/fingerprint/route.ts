import { route } from '../define';

/** How the fingerprint endpoints are called (zod-free: in the client's entry bundle). */
export const fingerprintRoutes = {
  fingerprint: route({
    method: 'POST',
    path: '/v2/fingerprint',
  }),
} as const;
