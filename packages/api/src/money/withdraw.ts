/** The withdrawal flow's money rules (SPEC §5): credit format, limits, promotion deductions. */
import { AMOUNT_INTEGER_DIGITS_MAX } from '../constants';
import type { Decimal } from '../schemas/common';
import type { ExchangeRate } from '../areas/payment/schemas';
import type { Promotion, PromotionUsage } from '../areas/promotion/schemas';
import type { Provider } from '../schemas/common';
import { CREDIT_CURRENCY, add, compare, isZero, min, percentOf, subtract, toCurrency } from './arithmetic';
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
 * The promotion whose withdrawal rules bind a withdrawal from this provider, or null: its rules
 * bind once its deposit was credited (usage USED) on that provider. The app's form and the mock
 * backend both ask this, so the rules the player is told are the ones applied.
 */
export function withdrawPromotionFor(
  usage: Pick<PromotionUsage, 'status' | 'provider' | 'depositCredit' | 'bonusCredit'> | null | undefined,
  promotion: Pick<Promotion, 'withdraw'> | null | undefined,
  provider: Provider,
): WithdrawPromotion | null {
  if (!usage || !promotion || usage.status !== 'USED' || usage.provider !== provider) return null;
  return {
    promotion,
    receivedCredit: usage.depositCredit !== null ? add(usage.depositCredit, usage.bonusCredit ?? '0') : null,
    bonusCredit: usage.bonusCredit,
  };
}

/** A promotion's withdrawal rules as numbers (SPEC §5): percentages resolved against the received credit. */
export interface WithdrawRuleLimits {
  withdrawAll: boolean;
  /** The balance needed before withdrawing (rounded up to the cent), or null. */
  minBalance: Decimal | null;
  /** The most credit that may be received (the excess is returned), or null. */
  maxReceive: Decimal | null;
  /** The bonus deducted on withdrawal ('0.00' when none). */
  bonus: Decimal;
}

export function withdrawRuleLimits(promotion: WithdrawPromotion): WithdrawRuleLimits {
  const C = CREDIT_CURRENCY;
  const rules = promotion.promotion.withdraw;
  const received = promotion.receivedCredit ?? '0';
  const minBalance =
    rules.minBalanceCredit ?? (rules.minBalancePercent !== null ? percentOf(received, rules.minBalancePercent) : null);
  const maxReceive =
    rules.maxReceiveCredit ?? (rules.maxReceivePercent !== null ? percentOf(received, rules.maxReceivePercent) : null);
  return {
    withdrawAll: rules.withdrawAll,
    minBalance: minBalance !== null ? toCurrency(minBalance, C, 'up') : null,
    maxReceive: maxReceive !== null ? toCurrency(maxReceive, C, 'down') : null,
    bonus: toCurrency(promotion.bonusCredit ?? '0', C),
  };
}

export type WithdrawRuleName = 'withdrawAll' | 'minBalance' | 'maxReceive' | 'bonusDeducted';

/** One rule of the promotion in use, its number, and whether it stops this withdrawal now. */
export interface WithdrawRuleState {
  rule: WithdrawRuleName;
  value: Decimal;
  blocking: boolean;
}

/**
 * The rules of the promotion in use, said before the player submits: withdraw all (blocks a
 * credit other than the balance, once one is typed), minimum balance (blocks while the balance is
 * under it, whatever is typed), maximum receivable and bonus deducted (never block: they shape the
 * breakdown). Blocking agrees with quoteWithdrawal's WITHDRAW_ALL_REQUIRED and WITHDRAW_BELOW_PROMOTION_MIN.
 */
export function withdrawRuleStates(promotion: WithdrawPromotion, balance: Decimal, credit?: string): WithdrawRuleState[] {
  const C = CREDIT_CURRENCY;
  const limits = withdrawRuleLimits(promotion);
  const states: WithdrawRuleState[] = [];
  if (limits.withdrawAll)
    states.push({
      rule: 'withdrawAll',
      value: toCurrency(balance, C),
      blocking: !!credit && isCreditAmount(credit) && compare(credit, balance) !== 0,
    });
  if (limits.minBalance !== null)
    states.push({ rule: 'minBalance', value: limits.minBalance, blocking: compare(balance, limits.minBalance) < 0 });
  if (limits.maxReceive !== null) states.push({ rule: 'maxReceive', value: limits.maxReceive, blocking: false });
  if (!isZero(limits.bonus)) states.push({ rule: 'bonusDeducted', value: limits.bonus, blocking: false });
  return states;
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
    const rules = withdrawRuleLimits(promotion);
    if (rules.withdrawAll && compare(credit, balance) !== 0)
      return fail('WITHDRAW_ALL_REQUIRED', { balance: toCurrency(balance, C) });
    if (rules.minBalance !== null && compare(balance, rules.minBalance) < 0)
      return fail('WITHDRAW_BELOW_PROMOTION_MIN', { min: rules.minBalance });
    cap = rules.maxReceive;
    bonusDeducted = toCurrency(min(rules.bonus, credit), C);
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
