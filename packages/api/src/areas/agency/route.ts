import { route } from '../define';

/** How the agency endpoints are called (zod-free: in the client's entry bundle). */
export const agencyRoutes = {
  agencyInfo: route({
    method: 'GET',
    path: '/v2/agency/info',
    session: false,
    redirectOn401: false,
  }),
} as const;
