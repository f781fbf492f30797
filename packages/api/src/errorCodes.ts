/**
 * The error codes of the contract and what goes with them (status, parameters): values.ts's
 * companion (`@dokkham/api/errorCodes`), apart from it so that the app's entry, which needs a few of
 * values.ts's sets (providers, languages), does not carry them: the bundler keeps a module that
 * the entry imports in the entry whole, and only the error catalogue, the schemas and the mock
 * read the codes.
 */
/**
 * Every error code the agency backend may answer with. The first group is named by SPEC §8; the
 * rest are designed here for what the spec leaves open. Each has a message in packages/i18n
 * (errors namespace); an unknown code shows the generic message, never the raw code.
 */
export const ERROR_CODES = [
  // SPEC §8
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_IN_USED',
  'PROMOTION_ONLY_FOR_FIRST_ORDER',
  'CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN',
  'OPEN_ORDER',
  'PROMOTION_ALREADY_USED',
  'PROMOTION_USAGE',
  'PROMOTION_INACTIVE',
  'PROMOTION_CREDIT_USED',
  'user_blocked',
  // a claim the deposit would refuse (issue 24)
  'PROMOTION_CREDIT_TOO_HIGH',
  // player protection (issue 25)
  'ADULT_CONFIRMATION_REQUIRED',
  'DEPOSIT_LIMIT_EXCEEDED',
  'PLAYER_ON_BREAK',
  'PLAYER_SELF_EXCLUDED',
  // session and account
  'UNAUTHORIZED',
  'LOGIN_FAILED',
  'USERNAME_TAKEN',
  'REGISTER_FAILED',
  'PASSWORD_INCORRECT',
  'FINGERPRINT_REQUIRED',
  // the player's sessions (issue 29)
  'SESSION_NOT_FOUND',
  'SESSION_CURRENT',
  // bank accounts
  'BANK_ACCOUNT_EXISTS',
  'BANK_ACCOUNT_REQUIRED',
  'BANK_NOT_FOUND',
  'CURRENCY_NOT_ALLOWED',
  'WALLET_NOT_ALLOWED',
  // deposits
  'PAYMENT_METHOD_DISABLED',
  'AMOUNT_TOO_LOW',
  'AMOUNT_TOO_HIGH',
  'AMOUNT_MUST_EQUAL_PROMOTION',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAID',
  'ORDER_NOT_OPEN',
  'QR_EXPIRED',
  'DEPOSIT_FAILED',
  'RATE_UNAVAILABLE',
  // withdrawals
  'WITHDRAW_FAILED',
  'WITHDRAW_REJECTED',
  'CREDIT_NOT_ENOUGH',
  'CREDIT_INCORRECT',
  'WITHDRAW_ALL_REQUIRED',
  'WITHDRAW_BELOW_PROMOTION_MIN',
  // promotions
  'PROMOTION_NOT_FOUND',
  'PROMOTION_PROVIDER_USED',
  'PROMOTION_PROVIDER_NOT_ALLOWED',
  'USAGE_NOT_FOUND',
  'USAGE_NOT_CANCELABLE',
  // games
  'GAME_NOT_FOUND',
  'GAME_CANNOT_OPEN',
  // generic
  'VALIDATION_ERROR',
  'IDEMPOTENCY_KEY_REUSED',
  'AGENCY_NOT_FOUND',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  // the front door (the web server in front of the agency API, and the agency's own throttles)
  'TOO_MANY_REQUESTS',
  'ORIGIN_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'API_UNREACHABLE',
  'API_TIMEOUT',
] as const;

/** Codes the api client makes itself (never sent by the server): no answer, or an answer that breaks the contract. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'CONTRACT_MISMATCH'] as const;

/**
 * The HTTP status the backend answers each error code with: the contract (listed in the contract
 * table; the mock backend answers with it). 401 only for "no session" and a failed login: the
 * client sends a 401 to /login, so e.g. PASSWORD_INCORRECT must not be one. A business rule the
 * request broke is a 422.
 */
export const ERROR_STATUS = {
  ACCOUNT_NOT_FOUND: 422,
  ACCOUNT_IN_USED: 409,
  PROMOTION_ONLY_FOR_FIRST_ORDER: 422,
  CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN: 409,
  OPEN_ORDER: 409,
  PROMOTION_ALREADY_USED: 422,
  PROMOTION_USAGE: 409,
  PROMOTION_INACTIVE: 422,
  PROMOTION_CREDIT_USED: 422,
  PROMOTION_CREDIT_TOO_HIGH: 422,
  ADULT_CONFIRMATION_REQUIRED: 422,
  DEPOSIT_LIMIT_EXCEEDED: 422,
  /** The player chose to stop for a while: not a rule the request broke, a door closed until endsAt. */
  PLAYER_ON_BREAK: 403,
  PLAYER_SELF_EXCLUDED: 403,
  user_blocked: 403,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  USERNAME_TAKEN: 409,
  REGISTER_FAILED: 403,
  PASSWORD_INCORRECT: 422,
  FINGERPRINT_REQUIRED: 400,
  SESSION_NOT_FOUND: 404,
  /** Revoke is for the other sessions; the current one ends with logout. */
  SESSION_CURRENT: 409,
  BANK_ACCOUNT_EXISTS: 409,
  BANK_ACCOUNT_REQUIRED: 422,
  BANK_NOT_FOUND: 422,
  CURRENCY_NOT_ALLOWED: 422,
  WALLET_NOT_ALLOWED: 422,
  PAYMENT_METHOD_DISABLED: 422,
  AMOUNT_TOO_LOW: 422,
  AMOUNT_TOO_HIGH: 422,
  AMOUNT_MUST_EQUAL_PROMOTION: 422,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_PAID: 409,
  ORDER_NOT_OPEN: 409,
  QR_EXPIRED: 410,
  DEPOSIT_FAILED: 502,
  RATE_UNAVAILABLE: 503,
  WITHDRAW_FAILED: 502,
  WITHDRAW_REJECTED: 422,
  CREDIT_NOT_ENOUGH: 422,
  CREDIT_INCORRECT: 422,
  WITHDRAW_ALL_REQUIRED: 422,
  WITHDRAW_BELOW_PROMOTION_MIN: 422,
  PROMOTION_NOT_FOUND: 404,
  PROMOTION_PROVIDER_USED: 422,
  PROMOTION_PROVIDER_NOT_ALLOWED: 422,
  USAGE_NOT_FOUND: 404,
  USAGE_NOT_CANCELABLE: 409,
  GAME_NOT_FOUND: 404,
  GAME_CANNOT_OPEN: 422,
  VALIDATION_ERROR: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  AGENCY_NOT_FOUND: 404,
  NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  /** With Retry-After (seconds), also as params.retryAfter. */
  TOO_MANY_REQUESTS: 429,
  ORIGIN_NOT_ALLOWED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The front door could not reach the agency API (the answer never says where it lives). */
  API_UNREACHABLE: 502,
  /** The agency API did not answer within the front door's API_TIMEOUT_SECONDS. */
  API_TIMEOUT: 504,
} as const satisfies Record<(typeof ERROR_CODES)[number], number>;

/**
 * What an error code carries in `params`, each with what it means and an example: the app's
 * message shows them ("at least {{min}}"), so an agency must send them. Codes not listed carry
 * none. The error catalogue's placeholders are checked against this (packages/i18n), and
 * openapi.json documents it with each code.
 */
export const ERROR_PARAMS: Partial<Record<(typeof ERROR_CODES)[number], Record<string, ErrorParam>>> = {
  PROMOTION_CREDIT_USED: { threshold: { description: 'credit below which a new deposit is allowed (Decimal)', example: '100.00' } },
  PROMOTION_CREDIT_TOO_HIGH: {
    threshold: { description: "the promotion's credit threshold: a deposit under it needs the provider's credit below this (Decimal)", example: '20.00' },
    credit: { description: "the player's credit on that provider now (Decimal)", example: '820.00' },
    provider: { description: 'the provider asked for (Provider)', example: 'askmebet' },
  },
  DEPOSIT_LIMIT_EXCEEDED: {
    remaining: { description: "what the player may still deposit under the limit that binds, in kip (Decimal; '0' when none)", example: '500000' },
    window: { description: 'the limit that binds: daily (24 hours), weekly (7 days) or monthly (30 days)', example: 'daily' },
  },
  PLAYER_ON_BREAK: { endsAt: { description: 'when the break ends (DateTime)', example: '2025-03-21T02:30:00.000Z' } },
  PLAYER_SELF_EXCLUDED: { endsAt: { description: 'when the self-exclusion ends (DateTime)', example: '2025-09-14T02:30:00.000Z' } },
  AMOUNT_MUST_EQUAL_PROMOTION: { amount: { description: "the promotion's set amount in kip (Decimal)", example: '680000' } },
  AMOUNT_TOO_LOW: { min: { description: 'the lowest amount accepted: kip for a deposit, credit for a withdrawal (Decimal)', example: '50000' } },
  AMOUNT_TOO_HIGH: { max: { description: 'the highest amount accepted: kip for a deposit, credit for a withdrawal (Decimal)', example: '50000000' } },
  CREDIT_NOT_ENOUGH: { balance: { description: "the player's credit on that provider (Decimal)", example: '1250.50' } },
  WITHDRAW_ALL_REQUIRED: { balance: { description: 'the whole credit on that provider, the only amount accepted (Decimal)', example: '2250.00' } },
  WITHDRAW_BELOW_PROMOTION_MIN: { min: { description: "the promotion's minimum credit for a withdrawal (Decimal)", example: '2000.00' } },
  PROMOTION_PROVIDER_USED: { provider: { description: 'the provider the promotion was used on (Provider)', example: 'gclub' } },
  PROMOTION_PROVIDER_NOT_ALLOWED: { provider: { description: 'the provider asked for (Provider)', example: 'alphabet' } },
  TOO_MANY_REQUESTS: { retryAfter: { description: 'seconds to wait, as in the Retry-After header (integer)', example: 30 } },
};

/**
 * The unit of each amount an error code carries, so every amount in a message says LAK or THB: kip
 * (what players pay and receive), credit (THB), or by the endpoint that answered (`AMOUNT_TOO_LOW`:
 * kip for a deposit, credit for a withdrawal; see `amountUnit`). Apart from ERROR_PARAMS, whose
 * descriptions the app does not need: the error catalogue (in the landing's entry) reads only this.
 */
export type ErrorParamUnit = 'LAK' | 'THB' | 'byEndpoint';

export const AMOUNT_PARAM_UNITS: Partial<Record<(typeof ERROR_CODES)[number], Record<string, ErrorParamUnit>>> = {
  PROMOTION_CREDIT_USED: { threshold: 'THB' },
  PROMOTION_CREDIT_TOO_HIGH: { threshold: 'THB', credit: 'THB' },
  AMOUNT_MUST_EQUAL_PROMOTION: { amount: 'LAK' },
  DEPOSIT_LIMIT_EXCEEDED: { remaining: 'LAK' },
  AMOUNT_TOO_LOW: { min: 'byEndpoint' },
  AMOUNT_TOO_HIGH: { max: 'byEndpoint' },
  CREDIT_NOT_ENOUGH: { balance: 'THB' },
  WITHDRAW_ALL_REQUIRED: { balance: 'THB' },
  WITHDRAW_BELOW_PROMOTION_MIN: { min: 'THB' },
};

export interface ErrorParam {
  description: string;
  example: string | number;
}

/** The currency of an amount param of `code` in an answer of `endpoint`, or undefined for a non-amount (or unknown). */
export function amountUnit(code: string, param: string, endpoint: unknown): 'LAK' | 'THB' | undefined {
  const unit = (AMOUNT_PARAM_UNITS as Record<string, Record<string, ErrorParamUnit> | undefined>)[code]?.[param];
  if (unit !== 'byEndpoint') return unit;
  // Withdrawals are asked in credit, deposits in kip; elsewhere the unit is not known.
  if (typeof endpoint !== 'string') return undefined;
  if (/withdraw/i.test(endpoint)) return 'THB';
  return /deposit/i.test(endpoint) ? 'LAK' : undefined;
}
