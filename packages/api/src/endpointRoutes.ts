/**
 * How each endpoint of the agency API is called: method, path, success status, session and 401
 * rule, idempotency. Only that: no schemas, no zod, no docs. The client needs nothing more to send
 * a call, so this is all the entry bundle carries; what each endpoint takes, answers and may fail
 * with (schemas/endpoints.ts, keyed by the same names) loads with the first call. `endpoints` there
 * joins both into the one description the mock backend and the contract table read.
 */
export type Method = 'GET' | 'POST';

export interface EndpointRoute<I extends boolean = boolean, M extends Method = Method> {
  method: M;
  /** Path under the API base, with :params (msw syntax). */
  path: string;
  /** HTTP status of success. */
  status: 200 | 201;
  /** Needs a player session (401 UNAUTHORIZED without one). */
  session: boolean;
  /** SPEC §8: a 401 from this endpoint sends the browser to /login (all but player and agency info). */
  redirectOn401: boolean;
  /** Money mutations carry an Idempotency-Key (a literal type, so the client can require the key). */
  idempotent: I;
}

function route<I extends boolean = false, M extends Method = Method>(
  r: Pick<EndpointRoute<I, M>, 'method' | 'path'> & Partial<Omit<EndpointRoute<I, M>, 'method' | 'path'>>,
): EndpointRoute<I, M> {
  const session = r.session ?? true;
  return { status: 200, idempotent: false as I, ...r, session, redirectOn401: r.redirectOn401 ?? session };
}

export const endpointRoutes = {
  // agency and session
  agencyInfo: route({
    method: 'GET',
    path: '/v2/agency/info',
    session: false,
    redirectOn401: false,
  }),
  login: route({
    method: 'POST',
    path: '/v2/players/login',
    session: false,
  }),
  logout: route({
    method: 'POST',
    path: '/v2/players/logout',
    session: false,
  }),
  register: route({
    method: 'POST',
    path: '/v2/players/register',
    status: 201,
    session: false,
  }),
  usernameValidate: route({
    method: 'POST',
    path: '/v2/players/username/validate',
    session: false,
  }),
  playerInfo: route({
    method: 'GET',
    path: '/v2/players/info',
    redirectOn401: false,
  }),
  my: route({
    method: 'GET',
    path: '/v2/players/my',
  }),
  passwordChange: route({
    method: 'POST',
    path: '/v2/players/security/password/change',
  }),
  fingerprint: route({
    method: 'POST',
    path: '/v2/fingerprint',
  }),
  // credit
  credit: route({
    method: 'GET',
    path: '/v2/players/credits/:provider',
  }),
  credits: route({
    method: 'GET',
    path: '/v2/players/credits',
  }),
  // bank
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
  // payment settings
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
  // deposits
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
  // withdrawals
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
  // promotions
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
  // games
  games: route({
    method: 'GET',
    path: '/v2/games',
  }),
  alphabetGames: route({
    method: 'GET',
    path: '/v2/games/alphabet',
  }),
  openGame: route({
    method: 'POST',
    path: '/v2/games/open',
  }),
} as const;

export type EndpointRoutes = typeof endpointRoutes;
export type EndpointName = keyof EndpointRoutes;
