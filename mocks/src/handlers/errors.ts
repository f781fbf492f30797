import type { ErrorBody, ErrorCode } from '@dokkham/api/schemas';
import { ERROR_STATUS } from '@dokkham/api/errorCodes';
import { HttpResponse } from 'msw';

export type ErrorParams = Record<string, string | number>;
export type FieldError = { path: string; message: string };

/** A refusal: thrown anywhere in a handler, answered as ErrorBody with the code's status. */
export class ApiFailure extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;
  readonly fields: FieldError[] | undefined;
  constructor(code: ErrorCode, params?: ErrorParams, fields?: FieldError[]) {
    super(MESSAGES[code]);
    this.code = code;
    this.params = params;
    this.fields = fields;
  }
}

export function fail(code: ErrorCode, params?: ErrorParams): never {
  throw new ApiFailure(code, params);
}

/** The HTTP status of a code: the contract's (ERROR_STATUS in @dokkham/api/values). */
export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** English messages for people reading curl output; the app shows its own translated text. */
const MESSAGES: Record<ErrorCode, string> = {
  ACCOUNT_NOT_FOUND: 'The bank account is invalid.',
  ACCOUNT_IN_USED: 'This bank account is already used in the system; contact staff.',
  PROMOTION_ONLY_FOR_FIRST_ORDER: 'This promotion is for new customers and the first order only.',
  CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN: 'Close the open deposit order to use a promotion.',
  OPEN_ORDER: 'An order is still open; finish or cancel it first.',
  PROMOTION_ALREADY_USED: 'This promotion has already been used.',
  PROMOTION_USAGE: 'A promotion is already in use.',
  PROMOTION_INACTIVE: 'This promotion is not active.',
  PROMOTION_CREDIT_TOO_HIGH: "The provider's credit is not below the promotion's threshold: a deposit under it would be refused.",
  PROMOTION_CREDIT_USED: 'A promotion is in use: no new deposit until the credit is below the threshold.',
  user_blocked: 'The account is blocked from receiving promotions.',
  ADULT_CONFIRMATION_REQUIRED: 'The player must confirm being 18 or older to register.',
  DEPOSIT_LIMIT_EXCEEDED: "The deposit is over what the player's deposit limit leaves.",
  PLAYER_ON_BREAK: 'The player is taking a break: deposits, promotions and games are closed until it ends.',
  PLAYER_SELF_EXCLUDED: 'The player is self-excluded: deposits, promotions and games are closed until it ends.',
  UNAUTHORIZED: 'Not signed in.',
  LOGIN_FAILED: 'Wrong username or password.',
  USERNAME_TAKEN: 'The username already exists.',
  REGISTER_FAILED: 'Registration failed; contact staff.',
  PASSWORD_INCORRECT: 'The password is incorrect.',
  FINGERPRINT_REQUIRED: 'The fingerprint is required in the body and the X-Fingerprint header.',
  SESSION_NOT_FOUND: 'No session of this player has this id.',
  SESSION_CURRENT: 'This is the current session: end it with logout.',
  BANK_ACCOUNT_EXISTS: 'A bank account has already been added.',
  BANK_ACCOUNT_REQUIRED: 'Add a bank account first.',
  BANK_NOT_FOUND: 'Unknown bank.',
  CURRENCY_NOT_ALLOWED: 'Only LAK accounts can be used.',
  WALLET_NOT_ALLOWED: 'Wallet accounts cannot be used.',
  PAYMENT_METHOD_DISABLED: 'This payment method is disabled.',
  AMOUNT_TOO_LOW: 'The amount is below the minimum.',
  AMOUNT_TOO_HIGH: 'The amount is above the maximum.',
  AMOUNT_MUST_EQUAL_PROMOTION: "The amount must equal the promotion's set amount.",
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_NOT_PAID: 'The order is not paid yet; scan the QR to pay.',
  ORDER_NOT_OPEN: 'The order is not open.',
  QR_EXPIRED: 'The QR code has expired.',
  DEPOSIT_FAILED: 'The deposit failed.',
  RATE_UNAVAILABLE: 'No exchange rate is available.',
  WITHDRAW_FAILED: 'The withdrawal failed.',
  WITHDRAW_REJECTED: 'The withdrawal was rejected.',
  CREDIT_NOT_ENOUGH: 'Not enough credit.',
  CREDIT_INCORRECT: 'The credit is incorrect.',
  WITHDRAW_ALL_REQUIRED: 'This promotion requires withdrawing all credit.',
  WITHDRAW_BELOW_PROMOTION_MIN: "The balance is below the promotion's minimum.",
  PROMOTION_NOT_FOUND: 'Promotion not found.',
  PROMOTION_PROVIDER_USED: 'This promotion is already used by another provider.',
  PROMOTION_PROVIDER_NOT_ALLOWED: 'This promotion is not available for this provider.',
  USAGE_NOT_FOUND: 'Promotion usage not found.',
  USAGE_NOT_CANCELABLE: 'This promotion usage can no longer be cancelled.',
  GAME_NOT_FOUND: 'Game not found.',
  GAME_CANNOT_OPEN: "Can't open the game; please deposit.",
  VALIDATION_ERROR: 'The request is invalid.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used with another request.',
  AGENCY_NOT_FOUND: 'Agency not found.',
  NOT_FOUND: 'Not found.',
  INTERNAL_ERROR: 'Internal server error.',
  TOO_MANY_REQUESTS: 'Too many attempts; try again later.',
  ORIGIN_NOT_ALLOWED: 'Cross-site requests are refused.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send JSON (Content-Type: application/json).',
  API_UNREACHABLE: 'The agency API is unreachable.',
  API_TIMEOUT: 'The agency API did not answer in time.',
};

export function errorBody(failure: ApiFailure): ErrorBody {
  const body: ErrorBody = { code: failure.code, message: failure.message };
  if (failure.params) body.params = failure.params;
  if (failure.fields) body.fields = failure.fields;
  return body;
}

export function errorResponse(failure: ApiFailure, headers?: Headers): Response {
  return HttpResponse.json(errorBody(failure), { status: statusOf(failure.code), headers });
}
