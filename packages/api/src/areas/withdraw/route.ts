import { route } from '../define';

/** How the withdraw endpoints are called (zod-free: in the client's entry bundle). */
export const withdrawRoutes = {
  createWithdrawal: route({
    method: 'POST',
    path: '/v2/withdrawals',
    status: 201,
    idempotent: true,
  }),
  withdrawals: route({
    method: 'GET',
    path: '/v2/withdrawals',
  }),
  openWithdrawals: route({
    method: 'GET',
    path: '/v2/withdrawals/open',
  }),
  // After openWithdrawals: '/v2/withdrawals/open' is not a code (the mock matches in this order).
  withdrawal: route({
    method: 'GET',
    path: '/v2/withdrawals/:code',
  }),
} as const;
