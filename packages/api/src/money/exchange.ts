/** Exchange (SPEC §9) and the payment methods a player can pay with (SPEC §5). */
import type { Currency, Decimal } from '../schemas/common';
import type { ExchangeRate, PaymentMethod } from '../areas/payment/schemas';
import { BANK_CURRENCY, CREDIT_CURRENCY, divide, isZero, multiply, toCurrency } from './arithmetic';

/**
 * DEPOSIT: kip paid -> credit, divided by the sell rate, rounded down (never credit a fraction
 * that was not paid). WITHDRAW: credit -> kip received, multiplied by the buy rate, rounded down
 * to whole kip. DEPOSIT_FROM: credit wanted -> kip to pay, multiplied by the sell rate, rounded up
 * (the kip paid must cover the credit).
 */
export type ExchangeType = 'DEPOSIT' | 'WITHDRAW' | 'DEPOSIT_FROM';

export function findRate(rates: readonly ExchangeRate[], currency: Currency): ExchangeRate | undefined {
  return rates.find((r) => r.currency === currency && !isZero(r.sell) && !isZero(r.buy));
}

/**
 * Converts with the rate of `currency` (the credit currency, THB by default). No matching rate
 * gives "0", as the spec says; callers that must refuse check `findRate` first.
 */
export function exchange(
  type: ExchangeType,
  amount: Decimal,
  rates: readonly ExchangeRate[],
  currency: Currency = CREDIT_CURRENCY,
): Decimal {
  const rate = findRate(rates, currency);
  switch (type) {
    case 'DEPOSIT':
      return rate ? toCurrency(divide(amount, rate.sell), currency, 'down') : toCurrency('0', currency);
    case 'WITHDRAW':
      return rate ? toCurrency(multiply(amount, rate.buy), BANK_CURRENCY, 'down') : toCurrency('0', BANK_CURRENCY);
    case 'DEPOSIT_FROM':
      return rate ? toCurrency(multiply(amount, rate.sell), BANK_CURRENCY, 'up') : toCurrency('0', BANK_CURRENCY);
  }
}

/** Enabled methods of one currency, one per MID (the first listed wins). */
export function paymentMethodsFor(methods: readonly PaymentMethod[], currency: Currency): PaymentMethod[] {
  const seen = new Set<string>();
  return methods.filter((m) => {
    if (!m.isEnabled || m.currency !== currency || seen.has(m.mid)) return false;
    seen.add(m.mid);
    return true;
  });
}

/** Enabled methods, one per currency (the first listed wins): the currencies a player can pay in. */
export function paymentCurrencies(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const seen = new Set<Currency>();
  return methods.filter((m) => {
    if (!m.isEnabled || seen.has(m.currency)) return false;
    seen.add(m.currency);
    return true;
  });
}
