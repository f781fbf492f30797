import { route } from '../define';

/** How the credit endpoints are called (zod-free: in the client's entry bundle). */
export const creditRoutes = {
  credit: route({
    method: 'GET',
    path: '/v2/players/credits/:provider',
  }),
  credits: route({
    method: 'GET',
    path: '/v2/players/credits',
  }),
} as const;
