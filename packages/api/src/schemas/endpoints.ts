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

import type { ErrorCode } from './errors';
import { endpointRoutes, type EndpointName, type EndpointRoute, type EndpointRoutes, type Method } from '../endpointRoutes';

export type { EndpointName, Method };

type Schema = z.core.$ZodType;

/** What an endpoint takes, answers and may fail with. */
export interface EndpointIo {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema;
  /** Error codes this endpoint may answer with (besides VALIDATION_ERROR and INTERNAL_ERROR). */
  errors?: readonly ErrorCode[];
  summary: string;
}

/**
 * What every endpoint takes, answers and may fail with, keyed as `endpointRoutes` (how it is
 * called). The client loads this module with its first call, in parallel with that call, so no
 * schema weighs on the first paint.
 */
export const endpointSchemas = {
  // agency and session
  agencyInfo: {
    response: AgencyInfoResponse,
    errors: ['AGENCY_NOT_FOUND'],
    summary: 'The agency: id, name, social links and business settings.',
  },
  login: {
    body: LoginRequest,
    response: LoginResponse,
    errors: ['LOGIN_FAILED'],
    summary: 'Log in; sets the HttpOnly session cookie.',
  },
  logout: {
    response: Ok,
    summary: 'Log out; clears the session cookie.',
  },
  register: {
    body: RegisterRequest,
    response: RegisterResponse,
    errors: ['USERNAME_TAKEN', 'REGISTER_FAILED', 'FINGERPRINT_REQUIRED'],
    summary: 'Register a player. The fingerprint is in the body and the X-Fingerprint header.',
  },
  usernameValidate: {
    body: UsernameValidateRequest,
    response: UsernameValidateResponse,
    summary: 'Whether a username is free.',
  },
  playerInfo: {
    response: PlayerInfoResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The signed-in player, credential and bank accounts; 401 means signed out.',
  },
  my: {
    response: MyResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The current player (id, names): the check of the /player route guard.',
  },
  passwordChange: {
    body: PasswordChangeRequest,
    response: Ok,
    errors: ['UNAUTHORIZED', 'PASSWORD_INCORRECT'],
    summary: 'Change the password.',
  },
  fingerprint: {
    body: FingerprintRequest,
    response: FingerprintResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Report the browser fingerprint (at most once a day).',
  },
  // credit
  credit: {
    params: CreditParams,
    response: CreditResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's credit in THB.",
  },
  credits: {
    response: CreditsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Credit of every provider and the total, in THB.',
  },
  // bank
  banks: {
    response: BanksResponse,
    summary: 'Banks (and wallets) the agency knows.',
  },
  bankAccounts: {
    response: BankAccountsResponse,
    errors: ['UNAUTHORIZED'],
    summary: "The player's bank accounts (at most one).",
  },
  addBankAccount: {
    body: AddBankAccountRequest,
    response: AddBankAccountResponse,
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
  },
  // payment settings
  paymentMethods: {
    response: PaymentMethodsResponse,
    summary: 'Deposit methods (MIDs) with their limits; only isEnabled ones are offered.',
  },
  exchangeRates: {
    response: ExchangeRatesResponse,
    summary: 'Kip per unit of each currency, buy and sell.',
  },
  // deposits
  createDeposit: {
    body: CreateDepositRequest,
    response: DepositOrderResponse,
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
  },
  deposits: {
    query: PageQuery,
    response: DepositPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit history, newest first, paged.',
  },
  openDeposits: {
    response: OpenDepositsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit orders still OPEN or PAID.',
  },
  depositQr: {
    params: DepositCodeParams,
    response: DepositQrResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN', 'QR_EXPIRED'],
    summary: 'The Lao QR (EMVCo payload) of an open order and its expiry.',
  },
  cancelDeposit: {
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN'],
    summary: 'Cancel an OPEN order.',
  },
  recheckDeposit: {
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_PAID'],
    summary: '"I have paid": ask the bank again; ORDER_NOT_PAID while unpaid.',
  },
  // withdrawals
  createWithdrawal: {
    body: CreateWithdrawalRequest,
    response: WithdrawalResponse,
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
  },
  withdrawals: {
    query: PageQuery,
    response: WithdrawalPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawal history, newest first, paged.',
  },
  openWithdrawals: {
    response: OpenWithdrawalsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawals being checked (OPEN).',
  },
  // promotions
  promotions: {
    response: PromotionsResponse,
    summary: 'Promotions on offer.',
  },
  usePromotion: {
    body: UsePromotionRequest,
    response: UsageResponse,
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
  },
  currentPromotion: {
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The promotion in use, if any.',
  },
  recheckUsage: {
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Re-evaluate the usage in use (ends it when the credit fell below the threshold).',
  },
  usages: {
    query: PageQuery,
    response: UsagePage,
    errors: ['UNAUTHORIZED'],
    summary: 'Promotion usages, newest first, paged.',
  },
  cancelUsage: {
    body: CancelUsageRequest,
    response: UsageResponse,
    errors: ['UNAUTHORIZED', 'USAGE_NOT_FOUND', 'USAGE_NOT_CANCELABLE'],
    summary: 'Cancel a usage that has no paid deposit yet.',
  },
  blacklist: {
    response: BlacklistResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Whether the player is blocked from promotions (path spelled as the agency API does).',
  },
  // games
  games: {
    query: GamesQuery,
    response: GamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's games, optionally of one category.",
  },
  alphabetGames: {
    response: AlphabetGamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "alphabet's lobby list.",
  },
  openGame: {
    body: OpenGameRequest,
    response: OpenGameResponse,
    errors: ['UNAUTHORIZED', 'GAME_NOT_FOUND', 'GAME_CANNOT_OPEN'],
    summary: 'A launch URL for a game; GAME_CANNOT_OPEN when the credit is zero.',
  },
} as const satisfies Record<EndpointName, EndpointIo>;

type Schemas = typeof endpointSchemas;
type Field<S, K extends string> = S extends Record<K, infer T> ? T : undefined;

/**
 * One endpoint of the agency API: how it is called and what it takes and answers. The client, the
 * mock backend and packages/api/README.md all read this one description.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  I extends boolean = boolean,
  M extends Method = Method,
> extends EndpointRoute<I, M> {
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Error codes this endpoint may answer with (besides VALIDATION_ERROR and INTERNAL_ERROR). */
  errors: readonly ErrorCode[];
  summary: string;
}

export type Endpoints = {
  [N in EndpointName]: Endpoint<
    Field<Schemas[N], 'params'>,
    Field<Schemas[N], 'query'>,
    Field<Schemas[N], 'body'>,
    Schemas[N]['response'],
    EndpointRoutes[N]['idempotent'],
    EndpointRoutes[N]['method']
  >;
};

export const endpoints = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(endpointRoutes) as EndpointName[]).map((name) => {
    const io: EndpointIo = endpointSchemas[name];
    return [name, { params: undefined, query: undefined, body: undefined, errors: [], ...endpointRoutes[name], ...io }];
  }),
) as unknown as Endpoints;
