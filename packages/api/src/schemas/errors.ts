import * as z from 'zod/mini';

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
  // session and account
  'UNAUTHORIZED',
  'LOGIN_FAILED',
  'USERNAME_TAKEN',
  'REGISTER_FAILED',
  'PASSWORD_INCORRECT',
  'FINGERPRINT_REQUIRED',
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
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * The body of every non-2xx answer. `params` carries values for the message ({{provider}},
 * {{min}}, {{max}}, {{threshold}}); `fields` names invalid request fields for VALIDATION_ERROR.
 * `code` is a plain string on the wire: an unknown code must not turn into a contract error.
 */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  fields: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
