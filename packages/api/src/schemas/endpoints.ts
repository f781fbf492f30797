import * as z from 'zod/mini';
import { AgencyInfoResponse } from './agency';
import {
  LoginRequest,
  LoginResponse,
  MyResponse,
  PasswordChangeRequest,
  PlayerInfoResponse,
  RegisterRequest,
  RegisterResponse,
  UsernameValidateRequest,
  UsernameValidateResponse,
} from './auth';
import { AddBankAccountRequest, AddBankAccountResponse, BankAccountsResponse, BanksResponse } from './bank';
import { Ok, PageQuery } from './common';
import { CreditParams, CreditResponse, CreditsResponse } from './credit';
import {
  CreateDepositRequest,
  DepositCodeParams,
  DepositOrderResponse,
  DepositPage,
  DepositQrResponse,
  OpenDepositsResponse,
} from './deposit';
import type { ErrorCode } from './errors';
import { FingerprintRequest, FingerprintResponse } from './fingerprint';
import { AlphabetGamesResponse, GamesQuery, GamesResponse, OpenGameRequest, OpenGameResponse } from './game';
import { ExchangeRatesResponse, PaymentMethodsResponse } from './payment';
import {
  BlacklistResponse,
  CancelUsageRequest,
  CurrentPromotionResponse,
  PromotionsResponse,
  UsagePage,
  UsageResponse,
  UsePromotionRequest,
} from './promotion';
import {
  CreateWithdrawalRequest,
  OpenWithdrawalsResponse,
  WithdrawalPage,
  WithdrawalResponse,
} from './withdraw';

type Schema = z.core.$ZodType;
export type Method = 'GET' | 'POST';

/**
 * One endpoint of the agency API: the single description from which the client builds calls, the
 * mock backend registers handlers and packages/api/README.md lists the contract.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  I extends boolean = boolean,
  M extends Method = Method,
> {
  method: M;
  /** Path under the API base, with :params (msw syntax). */
  path: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** HTTP status of success. */
  status: 200 | 201;
  /** Needs a player session (401 UNAUTHORIZED without one). */
  session: boolean;
  /** SPEC §8: a 401 from this endpoint sends the browser to /login (all but player and agency info). */
  redirectOn401: boolean;
  /** Money mutations carry an Idempotency-Key (a literal type, so the client can require the key). */
  idempotent: I;
  /** Error codes this endpoint may answer with (besides VALIDATION_ERROR and INTERNAL_ERROR). */
  errors: readonly ErrorCode[];
  summary: string;
}

function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  I extends boolean = false,
  M extends Method = Method,
>(
  e: Pick<Endpoint<P, Q, B, R, I, M>, 'method' | 'path' | 'response' | 'summary'> &
    Partial<Omit<Endpoint<P, Q, B, R, I, M>, 'method' | 'path' | 'response' | 'summary'>>,
): Endpoint<P, Q, B, R, I, M> {
  const session = e.session ?? true;
  return {
    params: undefined as P,
    query: undefined as Q,
    body: undefined as B,
    status: 200,
    idempotent: false as I,
    errors: [],
    ...e,
    session,
    redirectOn401: e.redirectOn401 ?? session,
  };
}

export const endpoints = {
  // agency and session
  agencyInfo: endpoint({
    method: 'GET',
    path: '/v2/agency/info',
    response: AgencyInfoResponse,
    session: false,
    redirectOn401: false,
    errors: ['AGENCY_NOT_FOUND'],
    summary: 'The agency: id, name, social links and business settings.',
  }),
  login: endpoint({
    method: 'POST',
    path: '/v2/players/login',
    body: LoginRequest,
    response: LoginResponse,
    session: false,
    errors: ['LOGIN_FAILED'],
    summary: 'Log in; sets the HttpOnly session cookie.',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v2/players/logout',
    response: Ok,
    session: false,
    summary: 'Log out; clears the session cookie.',
  }),
  register: endpoint({
    method: 'POST',
    path: '/v2/players/register',
    body: RegisterRequest,
    response: RegisterResponse,
    status: 201,
    session: false,
    errors: ['USERNAME_TAKEN', 'REGISTER_FAILED', 'FINGERPRINT_REQUIRED'],
    summary: 'Register a player. The fingerprint is in the body and the X-Fingerprint header.',
  }),
  usernameValidate: endpoint({
    method: 'POST',
    path: '/v2/players/username/validate',
    body: UsernameValidateRequest,
    response: UsernameValidateResponse,
    session: false,
    summary: 'Whether a username is free.',
  }),
  playerInfo: endpoint({
    method: 'GET',
    path: '/v2/players/info',
    response: PlayerInfoResponse,
    redirectOn401: false,
    errors: ['UNAUTHORIZED'],
    summary: 'The signed-in player, credential and bank accounts; 401 means signed out.',
  }),
  my: endpoint({
    method: 'GET',
    path: '/v2/players/my',
    response: MyResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The current player (id, names): the check of the /player route guard.',
  }),
  passwordChange: endpoint({
    method: 'POST',
    path: '/v2/players/security/password/change',
    body: PasswordChangeRequest,
    response: Ok,
    errors: ['UNAUTHORIZED', 'PASSWORD_INCORRECT'],
    summary: 'Change the password.',
  }),
  fingerprint: endpoint({
    method: 'POST',
    path: '/v2/fingerprint',
    body: FingerprintRequest,
    response: FingerprintResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Report the browser fingerprint (at most once a day).',
  }),
  // credit
  credit: endpoint({
    method: 'GET',
    path: '/v2/players/credits/:provider',
    params: CreditParams,
    response: CreditResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's credit in THB.",
  }),
  credits: endpoint({
    method: 'GET',
    path: '/v2/players/credits',
    response: CreditsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Credit of every provider and the total, in THB.',
  }),
  // bank
  banks: endpoint({
    method: 'GET',
    path: '/v2/banks',
    response: BanksResponse,
    session: false,
    summary: 'Banks (and wallets) the agency knows.',
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: '/v2/players/bank-accounts',
    response: BankAccountsResponse,
    errors: ['UNAUTHORIZED'],
    summary: "The player's bank accounts (at most one).",
  }),
  addBankAccount: endpoint({
    method: 'POST',
    path: '/v2/players/bank-accounts',
    body: AddBankAccountRequest,
    response: AddBankAccountResponse,
    status: 201,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_EXISTS',
      'ACCOUNT_IN_USED',
      'ACCOUNT_NOT_FOUND',
      'BANK_NOT_FOUND',
      'CURRENCY_NOT_ALLOWED',
      'WALLET_NOT_ALLOWED',
    ],
    summary: 'Add the one LAK bank account.',
  }),
  // payment settings
  paymentMethods: endpoint({
    method: 'GET',
    path: '/v2/payment-methods',
    response: PaymentMethodsResponse,
    session: false,
    summary: 'Deposit methods (MIDs) with their limits; only isEnabled ones are offered.',
  }),
  exchangeRates: endpoint({
    method: 'GET',
    path: '/v2/exchange-rates',
    response: ExchangeRatesResponse,
    session: false,
    summary: 'Kip per unit of each currency, buy and sell.',
  }),
  // deposits
  createDeposit: endpoint({
    method: 'POST',
    path: '/v2/deposits',
    body: CreateDepositRequest,
    response: DepositOrderResponse,
    status: 201,
    idempotent: true,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'PAYMENT_METHOD_DISABLED',
      'AMOUNT_TOO_LOW',
      'AMOUNT_TOO_HIGH',
      'AMOUNT_MUST_EQUAL_PROMOTION',
      'PROMOTION_CREDIT_USED',
      'OPEN_ORDER',
      'RATE_UNAVAILABLE',
      'DEPOSIT_FAILED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Create a deposit order to pay by Lao QR.',
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/v2/deposits',
    query: PageQuery,
    response: DepositPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit history, newest first, paged.',
  }),
  openDeposits: endpoint({
    method: 'GET',
    path: '/v2/deposits/open',
    response: OpenDepositsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit orders still OPEN or PAID.',
  }),
  depositQr: endpoint({
    method: 'GET',
    path: '/v2/deposits/:code/qr',
    params: DepositCodeParams,
    response: DepositQrResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN', 'QR_EXPIRED'],
    summary: 'The Lao QR (EMVCo payload) of an open order and its expiry.',
  }),
  cancelDeposit: endpoint({
    method: 'POST',
    path: '/v2/deposits/:code/cancel',
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN'],
    summary: 'Cancel an OPEN order.',
  }),
  recheckDeposit: endpoint({
    method: 'POST',
    path: '/v2/deposits/:code/recheck',
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_PAID'],
    summary: '"I have paid": ask the bank again; ORDER_NOT_PAID while unpaid.',
  }),
  // withdrawals
  createWithdrawal: endpoint({
    method: 'POST',
    path: '/v2/withdrawals',
    body: CreateWithdrawalRequest,
    response: WithdrawalResponse,
    status: 201,
    idempotent: true,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'CREDIT_NOT_ENOUGH',
      'CREDIT_INCORRECT',
      'AMOUNT_TOO_LOW',
      'AMOUNT_TOO_HIGH',
      'WITHDRAW_ALL_REQUIRED',
      'WITHDRAW_BELOW_PROMOTION_MIN',
      'OPEN_ORDER',
      'RATE_UNAVAILABLE',
      'WITHDRAW_FAILED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Withdraw credit to the bank account, applying the promotion rules.',
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/v2/withdrawals',
    query: PageQuery,
    response: WithdrawalPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawal history, newest first, paged.',
  }),
  openWithdrawals: endpoint({
    method: 'GET',
    path: '/v2/withdrawals/open',
    response: OpenWithdrawalsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawals being checked (OPEN).',
  }),
  // promotions
  promotions: endpoint({
    method: 'GET',
    path: '/v2/promotions',
    response: PromotionsResponse,
    session: false,
    summary: 'Promotions on offer.',
  }),
  usePromotion: endpoint({
    method: 'POST',
    path: '/v2/promotions/use',
    body: UsePromotionRequest,
    response: UsageResponse,
    status: 201,
    idempotent: true,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'user_blocked',
      'PROMOTION_NOT_FOUND',
      'PROMOTION_INACTIVE',
      'PROMOTION_ONLY_FOR_FIRST_ORDER',
      'PROMOTION_ALREADY_USED',
      'PROMOTION_USAGE',
      'PROMOTION_PROVIDER_USED',
      'PROMOTION_PROVIDER_NOT_ALLOWED',
      'CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Claim a promotion for a provider.',
  }),
  currentPromotion: endpoint({
    method: 'GET',
    path: '/v2/players/promotions/using',
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The promotion in use, if any.',
  }),
  recheckUsage: endpoint({
    method: 'POST',
    path: '/v2/promotions/usages/recheck',
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Re-evaluate the usage in use (ends it when the credit fell below the threshold).',
  }),
  usages: endpoint({
    method: 'GET',
    path: '/v2/promotions/usages',
    query: PageQuery,
    response: UsagePage,
    errors: ['UNAUTHORIZED'],
    summary: 'Promotion usages, newest first, paged.',
  }),
  cancelUsage: endpoint({
    method: 'POST',
    path: '/v2/promotions/usages/cancel',
    body: CancelUsageRequest,
    response: UsageResponse,
    errors: ['UNAUTHORIZED', 'USAGE_NOT_FOUND', 'USAGE_NOT_CANCELABLE'],
    summary: 'Cancel a usage that has no paid deposit yet.',
  }),
  blacklist: endpoint({
    method: 'GET',
    path: '/v2/players/backlist',
    response: BlacklistResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Whether the player is blocked from promotions (path spelled as the agency API does).',
  }),
  // games
  games: endpoint({
    method: 'GET',
    path: '/v2/games',
    query: GamesQuery,
    response: GamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's games, optionally of one category.",
  }),
  alphabetGames: endpoint({
    method: 'GET',
    path: '/v2/games/alphabet',
    response: AlphabetGamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "alphabet's lobby list.",
  }),
  openGame: endpoint({
    method: 'POST',
    path: '/v2/games/open',
    body: OpenGameRequest,
    response: OpenGameResponse,
    errors: ['UNAUTHORIZED', 'GAME_NOT_FOUND', 'GAME_CANNOT_OPEN'],
    summary: 'A launch URL for a game; GAME_CANNOT_OPEN when the credit is zero.',
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
