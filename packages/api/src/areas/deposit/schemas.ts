import * as z from 'zod/mini';
import { AMOUNT_INTEGER_DIGITS_MAX, ID_MAX, NO_LEADING_ZERO_PATTERN } from '../../constants';
import { WHOLE_AMOUNT_PATTERN } from '../../money/deposit';
import { Currency, DateTime, Decimal, OrderStatusWire, OrderStep, paged, Provider } from '../../schemas/common';

/** A deposit order. Amounts: `amount` in LAK paid by QR; credits in THB. */
export const DepositOrder = z.object({
  code: z.string(),
  createdAt: DateTime,
  updatedAt: DateTime,
  provider: Provider,
  mid: z.string(),
  bankCode: z.string(),
  amount: Decimal,
  currency: Currency,
  /** The sell rate used: credit = amount / rate. */
  rate: Decimal,
  credit: Decimal,
  promotionCredit: Decimal,
  totalCredit: Decimal,
  status: OrderStatusWire,
  /** When the QR stops being payable (server time). */
  expiresAt: DateTime,
  paidAt: z.nullable(DateTime),
  usageId: z.nullable(z.string()),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

// POST /v2/deposits (Idempotency-Key)
export const CreateDepositRequest = z.object({
  provider: Provider,
  mid: z.string().check(z.minLength(1, 'validation:mid.required'), z.maxLength(ID_MAX)),
  /**
   * Whole kip, canonical (WHOLE_AMOUNT_PATTERN); each way to miss it has its own message for the
   * form (the first one failing is shown). Limits come from the payment method.
   */
  amount: z.string().check(
    z.minLength(1, 'validation:amount.required'),
    z.regex(/^\d+$/, 'validation:amount.invalid'),
    z.regex(NO_LEADING_ZERO_PATTERN, 'validation:amount.leadingZero'),
    z.maxLength(AMOUNT_INTEGER_DIGITS_MAX, 'validation:amount.tooLong'),
    z.regex(WHOLE_AMOUNT_PATTERN, 'validation:amount.invalid'),
  ),
});
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;
export const DepositOrderResponse = z.object({ order: DepositOrder });
export type DepositOrderResponse = z.infer<typeof DepositOrderResponse>;

// GET /v2/deposits?page&pageSize&status&from&to
export const DepositPage = paged(DepositOrder);
export type DepositPage = z.infer<typeof DepositPage>;

// GET /v2/deposits/open
export const OpenDepositsResponse = z.object({ orders: z.array(DepositOrder) });
export type OpenDepositsResponse = z.infer<typeof OpenDepositsResponse>;

export const DepositCodeParams = z.object({ code: z.string().check(z.minLength(1), z.maxLength(ID_MAX)) });

// GET /v2/deposits/:code
/** One order with its timeline (the receipt). Another player's code or an unknown one: ORDER_NOT_FOUND. */
export const DepositReceiptResponse = z.object({ order: DepositOrder, timeline: z.array(OrderStep) });
export type DepositReceiptResponse = z.infer<typeof DepositReceiptResponse>;

// GET /v2/deposits/:code/qr
/** The Lao QR of an order: an EMVCo merchant-presented payload (NOTES.md) and its expiry. */
export const DepositQrResponse = z.object({
  code: z.string(),
  payload: z.string(),
  amount: Decimal,
  currency: Currency,
  merchantName: z.string(),
  bankCode: z.string(),
  status: OrderStatusWire,
  expiresAt: DateTime,
  serverTime: DateTime,
});
export type DepositQrResponse = z.infer<typeof DepositQrResponse>;

// POST /v2/deposits/:code/cancel and POST /v2/deposits/:code/recheck answer DepositOrderResponse.
