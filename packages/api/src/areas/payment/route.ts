import { route } from '../define';

/** How the payment endpoints are called (zod-free: in the client's entry bundle). */
export const paymentRoutes = {
  paymentMethods: route({
    method: 'GET',
    path: '/v2/payment-methods',
    session: false,
  }),
  exchangeRates: route({
    method: 'GET',
    path: '/v2/exchange-rates',
    session: false,
  }),
} as const;
