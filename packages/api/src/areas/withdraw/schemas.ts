import * as z from 'zod/mini';
import { AMOUNT_INTEGER_DIGITS_MAX, ID_MAX, NO_LEADING_ZERO_PATTERN } from '../../constants';
import { CREDIT_AMOUNT_PATTERN } from '../../money/withdraw';
import { Currency, DateTime, Decimal, OrderStatusWire, OrderStep, paged, Provider } from '../../schemas/common';

/**
 * A withdrawal. `credit` is what the player asked to withdraw (THB); `bonusDeducted` the promotion
 * bonus taken back; `creditReceived` what was converted and paid; `creditReturned` the excess over
 * the promotion's maximum receivable, returned to the agency; `amount` the kip paid to the bank.
 */
export const Withdrawal = z.object({
  code: z.string(),
  createdAt: DateTime,
  updatedAt: DateTime,
  provider: Provider,
  bankAccountId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  credit: Decimal,
  bonusDeducted: Decimal,
  creditReceived: Decimal,
  creditReturned: Decimal,
  /** The buy rate used: amount = creditReceived x rate. */
  rate: Decimal,
  amount: Decimal,
  currency: Currency,
  status: OrderStatusWire,
  usageId: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

// POST /v2/withdrawals (Idempotency-Key)
export const CreateWithdrawalRequest = z.object({
  provider: Provider,
  bankAccountId: z.string().check(z.minLength(1, 'validation:bank.required'), z.maxLength(ID_MAX)),
  /** THB credit, at most 2 decimals, canonical (CREDIT_AMOUNT_PATTERN; the first rule failing is shown). */
  credit: z.string().check(
    z.minLength(1, 'validation:credit.required'),
    z.regex(/^\d+(\.\d{1,2})?$/, 'validation:credit.invalid'),
    z.regex(NO_LEADING_ZERO_PATTERN, 'validation:credit.leadingZero'),
    z.regex(new RegExp(`^\\d{0,${AMOUNT_INTEGER_DIGITS_MAX}}(\\.|$)`), 'validation:credit.tooLong'),
    z.regex(CREDIT_AMOUNT_PATTERN, 'validation:credit.invalid'),
  ),
});
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequest>;
export const WithdrawalResponse = z.object({ withdrawal: Withdrawal });
export type WithdrawalResponse = z.infer<typeof WithdrawalResponse>;

// GET /v2/withdrawals?page&pageSize
export const WithdrawalPage = paged(Withdrawal);
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;

// GET /v2/withdrawals/open
export const OpenWithdrawalsResponse = z.object({ withdrawals: z.array(Withdrawal) });
export type OpenWithdrawalsResponse = z.infer<typeof OpenWithdrawalsResponse>;

export const WithdrawalCodeParams = z.object({ code: z.string().check(z.minLength(1), z.maxLength(ID_MAX)) });

// GET /v2/withdrawals/:code
/** One withdrawal with its timeline (the receipt). Another player's code or an unknown one: ORDER_NOT_FOUND. */
export const WithdrawalReceiptResponse = z.object({ withdrawal: Withdrawal, timeline: z.array(OrderStep) });
export type WithdrawalReceiptResponse = z.infer<typeof WithdrawalReceiptResponse>;
