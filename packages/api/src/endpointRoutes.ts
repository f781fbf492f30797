/**
 * How each endpoint of the agency API is called, gathered from the areas (areas/<area>/route.ts):
 * method, path, success status, session and 401 rule, idempotency. zod-free: all the client needs
 * to send a call, so this is all the entry bundle carries. What each endpoint takes and answers
 * (areas/<area>/endpoints.ts, keyed by the same names) loads with the first call.
 */
import { agencyRoutes } from './areas/agency/route';
import { authRoutes } from './areas/auth/route';
import { fingerprintRoutes } from './areas/fingerprint/route';
import { creditRoutes } from './areas/credit/route';
import { bankRoutes } from './areas/bank/route';
import { paymentRoutes } from './areas/payment/route';
import { depositRoutes } from './areas/deposit/route';
import { withdrawRoutes } from './areas/withdraw/route';
import { promotionRoutes } from './areas/promotion/route';
import { gameRoutes } from './areas/game/route';
import { protectionRoutes } from './areas/protection/route';
import { notificationRoutes } from './areas/notification/route';
import { sessionRoutes } from './areas/session/route';

export type { EndpointRoute, Method } from './areas/define';

export const endpointRoutes = {
  ...agencyRoutes,
  ...authRoutes,
  ...fingerprintRoutes,
  ...creditRoutes,
  ...bankRoutes,
  ...paymentRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
  ...promotionRoutes,
  ...gameRoutes,
  ...protectionRoutes,
  ...notificationRoutes,
  ...sessionRoutes,
} as const;

export type EndpointRoutes = typeof endpointRoutes;
export type EndpointName = keyof EndpointRoutes;
