/**
 * Money: exchange conversion, rounding, limits and the promotion rules of deposits and
 * withdrawals. The one place for this arithmetic: the forms use it to show previews and check
 * input, and the mock backend uses it to decide, so both always agree.
 *
 * Amounts are decimal strings (see schemas/common.ts). Internally they are BigInt fixed-point with
 * 8 decimals, so no binary float ever rounds a kip.
 */
import type { Currency, Decimal, ErrorCode, ExchangeRate, PaymentMethod, Promotion } from './schemas';

const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** Decimals shown and settled per currency: kip has no minor unit in practice. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { LAK: 0, THB: 2, USD: 2 };

/** Credits are always THB (SPEC §9). */
export const CREDIT_CURRENCY: Currency = 'THB';
/** Deposits are paid and withdrawals received in kip. */
export const BANK_CURRENCY: Currency = 'LAK';

export type Rounding = 'down' | 'up' | 'halfUp';

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

export function isDecimal(value: string): boolean {
  return DECIMAL_RE.test(value);
}

/** Parses a decimal string into fixed-point. Digits beyond 8 decimals are dropped. */
export function toFixedPoint(value: Decimal): bigint {
  const m = DECIMAL_RE.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal: "${value}"`);
  const [, sign, int = '0', frac = ''] = m;
  const fixed = BigInt(int) * ONE + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign ? -fixed : fixed;
}

/** Rounds fixed-point to `decimals` places and writes it as a decimal string. */
export function fromFixedPoint(value: bigint, decimals: number, rounding: Rounding = 'halfUp'): Decimal {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(SCALE - decimals);
  let units = abs / unit;
  const rest = abs % unit;
  if (rest > 0n && (rounding === 'up' || (rounding === 'halfUp' && rest * 2n >= unit))) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? '.' + digits.slice(-decimals) : '';
  return (negative && units !== 0n ? '-' : '') + int + frac;
}

/** Rounds a decimal string to `decimals` places. */
export function round(value: Decimal, decimals: number, rounding: Rounding = 'halfUp'): Decimal {
  return fromFixedPoint(toFixedPoint(value), decimals, rounding);
}

export function add(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint(toFixedPoint(a) + toFixedPoint(b), SCALE);
}
export function subtract(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint(toFixedPoint(a) - toFixedPoint(b), SCALE);
}
export function multiply(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint((toFixedPoint(a) * toFixedPoint(b)) / ONE, SCALE);
}
/** Division at 8 decimals (truncated); callers round to the currency afterwards. */
export function divide(a: Decimal, b: Decimal): Decimal {
  const d = toFixedPoint(b);
  if (d === 0n) throw new RangeError('Division by zero');
  return fromFixedPoint((toFixedPoint(a) * ONE) / d, SCALE);
}
/** a x percent / 100. */
export function percentOf(a: Decimal, percent: Decimal): Decimal {
  return divide(multiply(a, percent), '100');
}
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const x = toFixedPoint(a);
  const y = toFixedPoint(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
export function min(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) <= 0 ? a : b;
}
export function max(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) >= 0 ? a : b;
}
export function isZero(a: Decimal): boolean {
  return toFixedPoint(a) === 0n;
}
/** Writes a decimal with exactly the currency's decimals (rounding half up). */
export function toCurrency(value: Decimal, currency: Currency, rounding: Rounding = 'halfUp'): Decimal {
  return round(value, CURRENCY_DECIMALS[currency], rounding);
}
export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce<Decimal>((acc, v) => add(acc, v), '0');
}

// ---------------------------------------------------------------------------------------------
// Exchange (SPEC §9)

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

// ---------------------------------------------------------------------------------------------
// Payment methods (SPEC §5)

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

// ---------------------------------------------------------------------------------------------
// Rule outcomes

export type RuleParams = Record<string, string>;
export type RuleResult<T> = ({ ok: true } & T) | { ok: false; code: ErrorCode; params?: RuleParams };

function fail(code: ErrorCode, params?: RuleParams): { ok: false; code: ErrorCode; params?: RuleParams } {
  return params ? { ok: false, code, params } : { ok: false, code };
}

/** How a deposit amount is written: whole kip. The deposit schema checks the same pattern. */
export const WHOLE_AMOUNT_PATTERN = /^\d+$/;
/** How a withdrawal credit is written: THB, at most 2 decimals. The withdrawal schema checks it too. */
export const CREDIT_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Is this a whole, positive kip amount? */
export function isWholeAmount(amount: string): boolean {
  return WHOLE_AMOUNT_PATTERN.test(amount) && !isZero(amount);
}

/** Is this a positive credit with at most 2 decimals? */
export function isCreditAmount(credit: string): boolean {
  return CREDIT_AMOUNT_PATTERN.test(credit) && !isZero(credit);
}

// ---------------------------------------------------------------------------------------------
// Deposits

export interface DepositCheckInput {
  /** Kip, whole. */
  amount: Decimal;
  method: Pick<PaymentMethod, 'isEnabled' | 'minAmount' | 'maxAmount'>;
  /** The promotion in use, if any, and the provider's current credit. */
  promotion?: Pick<Promotion, 'setAmount' | 'creditThreshold'> | null;
  credit?: Decimal;
}

/**
 * SPEC §5 deposit rules beyond shape: method enabled; amount within the method's limits; while a
 * promotion is in use the amount equals its set amount and the credit is below its threshold.
 */
export function checkDeposit(input: DepositCheckInput): RuleResult<object> {
  const { amount, method, promotion, credit } = input;
  if (!method.isEnabled) return fail('PAYMENT_METHOD_DISABLED');
  if (!isWholeAmount(amount)) return fail('VALIDATION_ERROR');
  if (promotion) {
    if (credit !== undefined && compare(credit, promotion.creditThreshold) >= 0)
      return fail('PROMOTION_CREDIT_USED', { threshold: toCurrency(promotion.creditThreshold, CREDIT_CURRENCY) });
    if (promotion.setAmount !== null && compare(amount, promotion.setAmount) !== 0)
      return fail('AMOUNT_MUST_EQUAL_PROMOTION', { amount: toCurrency(promotion.setAmount, BANK_CURRENCY) });
  }
  if (compare(amount, method.minAmount) < 0) return fail('AMOUNT_TOO_LOW', { min: method.minAmount });
  if (compare(amount, method.maxAmount) > 0) return fail('AMOUNT_TOO_HIGH', { max: method.maxAmount });
  return { ok: true };
}

export interface DepositCredit {
  /** The sell rate used. */
  rate: Decimal;
  credit: Decimal;
  promotionCredit: Decimal;
  totalCredit: Decimal;
}

/** The bonus a promotion adds to a deposit's credit: a percentage or a fixed credit, capped. */
export function promotionBonus(
  credit: Decimal,
  promotion: Pick<Promotion, 'bonusPercent' | 'bonusCredit' | 'maxBonusCredit'> | null | undefined,
): Decimal {
  if (!promotion) return toCurrency('0', CREDIT_CURRENCY);
  let bonus = '0';
  if (promotion.bonusPercent !== null) bonus = percentOf(credit, promotion.bonusPercent);
  else if (promotion.bonusCredit !== null) bonus = promotion.bonusCredit;
  if (promotion.maxBonusCredit !== null) bonus = min(bonus, promotion.maxBonusCredit);
  return toCurrency(bonus, CREDIT_CURRENCY, 'down');
}

/**
 * What a paid deposit credits: kip / sell rate (SPEC §9) plus the promotion's bonus. Null when
 * there is no rate for THB (the backend refuses such deposits with RATE_UNAVAILABLE).
 */
export function depositCredit(
  amount: Decimal,
  rates: readonly ExchangeRate[],
  promotion?: Pick<Promotion, 'bonusPercent' | 'bonusCredit' | 'maxBonusCredit'> | null,
): DepositCredit | null {
  const rate = findRate(rates, CREDIT_CURRENCY);
  if (!rate) return null;
  const credit = exchange('DEPOSIT', amount, rates);
  const promotionCredit = promotionBonus(credit, promotion);
  return { rate: rate.sell, credit, promotionCredit, totalCredit: toCurrency(add(credit, promotionCredit), CREDIT_CURRENCY) };
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

export interface WithdrawalLimits {
  withdrawMinCredit: Decimal;
  withdrawMaxCredit: Decimal;
}

/** The usage in use with its promotion, as the withdrawal rules need them. */
export interface WithdrawPromotion {
  promotion: Pick<Promotion, 'withdraw'>;
  /** Credit received from the qualifying deposit (deposit credit + bonus); null before it is paid. */
  receivedCredit: Decimal | null;
  /** The bonus credited; deducted on withdrawal. */
  bonusCredit: Decimal | null;
}

export interface WithdrawalQuoteInput {
  /** THB credit asked for. */
  credit: string;
  /** The provider's current credit. */
  balance: Decimal;
  rates: readonly ExchangeRate[];
  limits: WithdrawalLimits;
  promotion?: WithdrawPromotion | null;
}

export interface WithdrawalQuote {
  credit: Decimal;
  bonusDeducted: Decimal;
  creditReceived: Decimal;
  creditReturned: Decimal;
  /** The buy rate used. */
  rate: Decimal;
  /** Kip paid to the bank. */
  amount: Decimal;
}

/**
 * SPEC §5 withdrawal rules, in this order: credit valid; sufficient; within the agency's limits;
 * with a promotion in use: withdraw-all, minimum balance (credit or % of the received credit);
 * then the bonus is deducted, the received credit is capped by the maximum receivable (credit or %)
 * with the excess returned, and the rest is converted at the buy rate.
 */
export function quoteWithdrawal(input: WithdrawalQuoteInput): RuleResult<WithdrawalQuote> {
  const { credit, balance, rates, limits, promotion } = input;
  const C = CREDIT_CURRENCY;
  if (!isCreditAmount(credit)) return fail('CREDIT_INCORRECT');
  if (compare(credit, balance) > 0) return fail('CREDIT_NOT_ENOUGH', { balance: toCurrency(balance, C) });
  if (compare(credit, limits.withdrawMinCredit) < 0)
    return fail('AMOUNT_TOO_LOW', { min: toCurrency(limits.withdrawMinCredit, C) });
  if (compare(credit, limits.withdrawMaxCredit) > 0)
    return fail('AMOUNT_TOO_HIGH', { max: toCurrency(limits.withdrawMaxCredit, C) });
  const rate = findRate(rates, C);
  if (!rate) return fail('RATE_UNAVAILABLE');

  let bonusDeducted = toCurrency('0', C);
  let cap: Decimal | null = null;
  if (promotion) {
    const rules = promotion.promotion.withdraw;
    const received = promotion.receivedCredit ?? '0';
    if (rules.withdrawAll && compare(credit, balance) !== 0)
      return fail('WITHDRAW_ALL_REQUIRED', { balance: toCurrency(balance, C) });
    const minBalance =
      rules.minBalanceCredit ?? (rules.minBalancePercent !== null ? percentOf(received, rules.minBalancePercent) : null);
    if (minBalance !== null && compare(balance, minBalance) < 0)
      return fail('WITHDRAW_BELOW_PROMOTION_MIN', { min: toCurrency(minBalance, C, 'up') });
    cap = rules.maxReceiveCredit ?? (rules.maxReceivePercent !== null ? percentOf(received, rules.maxReceivePercent) : null);
    bonusDeducted = toCurrency(min(promotion.bonusCredit ?? '0', credit), C);
  }
  const net = subtract(credit, bonusDeducted);
  const creditReceived = toCurrency(cap !== null ? min(net, cap) : net, C, 'down');
  const creditReturned = toCurrency(subtract(net, creditReceived), C);
  return {
    ok: true,
    credit: toCurrency(credit, C),
    bonusDeducted,
    creditReceived,
    creditReturned,
    rate: rate.buy,
    amount: exchange('WITHDRAW', creditReceived, rates),
  };
}
