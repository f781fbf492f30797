import { route } from '../define';

/** How the bank endpoints are called (zod-free: in the client's entry bundle). */
export const bankRoutes = {
  banks: route({
    method: 'GET',
    path: '/v2/banks',
    session: false,
  }),
  bankAccounts: route({
    method: 'GET',
    path: '/v2/players/bank-accounts',
  }),
  addBankAccount: route({
    method: 'POST',
    path: '/v2/players/bank-accounts',
    status: 201,
  }),
} as const;
