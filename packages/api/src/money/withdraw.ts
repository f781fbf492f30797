/** The withdrawal flow's money rules (SPEC §5): credit format, limits, promotion deductions. */
import { AMOUNT_INTEGER_DIGITS_MAX } from '../constants';
import type { Decimal } from '../schemas/common';
import type { ExchangeRate } from '../areas/payment/schemas';
import type { Promotion } from '../areas/promotion/schemas';
import { CREDIT_CURRENCY, compare, isZero, min, percentOf, subtract, toCurrency } from './arithmetic';
import { exchange, findRate } from './exchange';
import { fail, type RuleResult } from './rules';

/**
 * How a withdrawal credit is written: THB, at most 2 decimals, canonical (no leading zero, at most
 * AMOUNT_INTEGER_DIGITS_MAX integer digits). The withdrawal schema checks it too, field by field.
 */
export const CREDIT_AMOUNT_PATTERN = new RegExp(`^(?:0|[1-9]\\d{0,${AMOUNT_INTEGER_DIGITS_MAX - 1}})(?:\\.\\d{1,2})?$`);

/** Is this a positive credit with at most 2 decimals? */
export function isCreditAmount(credit: string): boolean {
  return CREDIT_AMOUNT_PATTERN.test(credit) && !isZero(credit);
}

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
