import { route } from '../define';

/** How the deposit endpoints are called (zod-free: in the client's entry bundle). */
export const depositRoutes = {
  createDeposit: route({
    method: 'POST',
    path: '/v2/deposits',
    status: 201,
    idempotent: true,
  }),
  deposits: route({
    method: 'GET',
    path: '/v2/deposits',
  }),
  openDeposits: route({
    method: 'GET',
    path: '/v2/deposits/open',
  }),
  // After openDeposits: '/v2/deposits/open' is not an order's code (the mock matches in this order).
  deposit: route({
    method: 'GET',
    path: '/v2/deposits/:code',
  }),
  depositQr: route({
    method: 'GET',
    path: '/v2/deposits/:code/qr',
  }),
  cancelDeposit: route({
    method: 'POST',
    path: '/v2/deposits/:code/cancel',
  }),
  recheckDeposit: route({
    method: 'POST',
    path: '/v2/deposits/:code/recheck',
  }),
} as const;
