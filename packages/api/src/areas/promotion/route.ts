import { route } from '../define';

/** How the promotion endpoints are called (zod-free: in the client's entry bundle). */
export const promotionRoutes = {
  promotions: route({
    method: 'GET',
    path: '/v2/promotions',
    session: false,
  }),
  usePromotion: route({
    method: 'POST',
    path: '/v2/promotions/use',
    status: 201,
    idempotent: true,
  }),
  currentPromotion: route({
    method: 'GET',
    path: '/v2/players/promotions/using',
  }),
  recheckUsage: route({
    method: 'POST',
    path: '/v2/promotions/usages/recheck',
  }),
  usages: route({
    method: 'GET',
    path: '/v2/promotions/usages',
  }),
  cancelUsage: route({
    method: 'POST',
    path: '/v2/promotions/usages/cancel',
  }),
  blacklist: route({
    method: 'GET',
    path: '/v2/players/backlist',
  }),
} as const;
