import * as z from 'zod/mini';
import { Currency, DateTime, Decimal } from '../../schemas/common';

/**
 * A way to pay a deposit (a merchant id at a bank). The deposit limits are business settings, so
 * they come with the method, in the method's currency.
 */
export const PaymentMethod = z.object({
  code: z.string(),
  mid: z.string(),
  displayName: z.string(),
  currency: Currency,
  isEnabled: z.boolean(),
  bankCode: z.string(),
  minAmount: Decimal,
  maxAmount: Decimal,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

// GET /v2/payment-methods
export const PaymentMethodsResponse = z.object({ paymentMethods: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** Kip per one unit of `currency`: the house buys at `buy` and sells at `sell`. */
export const ExchangeRate = z.object({ currency: Currency, buy: Decimal, sell: Decimal });
export type ExchangeRate = z.infer<typeof ExchangeRate>;

// GET /v2/exchange-rates
export const ExchangeRatesResponse = z.object({ rates: z.array(ExchangeRate), updatedAt: DateTime });
export type ExchangeRatesResponse = z.infer<typeof ExchangeRatesResponse>;
