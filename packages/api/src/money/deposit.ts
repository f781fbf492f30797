/** The deposit flow's money rules (SPEC §5): amount format and limits, promotion bonus, credit. */
import { AMOUNT_INTEGER_DIGITS_MAX } from '../constants';
import type { Decimal, Provider } from '../schemas/common';
import type { PaymentMethod, ExchangeRate } from '../areas/payment/schemas';
import type { Promotion, PromotionUsage } from '../areas/promotion/schemas';
import { BANK_CURRENCY, CREDIT_CURRENCY, add, compare, isZero, min, percentOf, toCurrency } from './arithmetic';
import { exchange, findRate } from './exchange';
import { fail, type RuleResult } from './rules';

/**
 * How a deposit amount is written: whole kip, canonical (no leading zero, at most
 * AMOUNT_INTEGER_DIGITS_MAX digits). The deposit schema checks the same rule, field by field.
 */
export const WHOLE_AMOUNT_PATTERN = new RegExp(`^(?:0|[1-9]\\d{0,${AMOUNT_INTEGER_DIGITS_MAX - 1}})$`);
/** Is this a whole, positive kip amount? */
export function isWholeAmount(amount: string): boolean {
  return WHOLE_AMOUNT_PATTERN.test(amount) && !isZero(amount);
}

/** The usage in use on a provider with its promotion, as a deposit there sees them. */
export interface DepositPromotion<U, P> {
  usage: U;
  promotion: P;
  /** Whether a deposit now adds the promotion's bonus. */
  bonus: boolean;
}

/**
 * The promotion that governs a deposit to this provider, or null (SPEC §5): the one in use there
 * governs (its set amount, its credit threshold); only an ACTIVE one, whose deposit is not yet
 * made, adds a bonus. The deposit form and the mock backend both ask this, as withdrawPromotionFor
 * for withdrawals.
 */
export function depositPromotionFor<U extends Pick<PromotionUsage, 'status' | 'provider'>, P>(
  usage: U | null | undefined,
  promotion: P | null | undefined,
  provider: Provider,
): DepositPromotion<U, P> | null {
  if (!usage || !promotion || usage.provider !== provider) return null;
  return { usage, promotion, bonus: usage.status === 'ACTIVE' };
}

export interface DepositCheckInput {
  /** Kip, whole. */
  amount: Decimal;
  method: Pick<PaymentMethod, 'isEnabled' | 'minAmount' | 'maxAmount'>;
  /** The promotion in use, if any, and the provider's current credit. */
  promotion?: Pick<Promotion, 'setAmount' | 'creditThreshold'> | null;
  credit?: Decimal;
}

/**
 * While a promotion governs a provider, a new deposit there needs the provider's credit below the
 * promotion's threshold (SPEC §5). The same rule decides whether a claim could be deposited under
 * at all (usePromotion refuses with PROMOTION_CREDIT_TOO_HIGH): a claim never leaves the player
 * holding a promotion the deposit form would refuse.
 */
export function creditBelowThreshold(credit: Decimal | undefined, promotion: Pick<Promotion, 'creditThreshold'>): boolean {
  return credit === undefined || compare(credit, promotion.creditThreshold) < 0;
}

/** Can this provider's credit take a claim of the promotion now: the refusal with its params, or ok. */
export function checkClaimCredit(
  credit: Decimal | undefined,
  promotion: Pick<Promotion, 'creditThreshold'>,
  providerId: string,
): RuleResult<object> {
  if (creditBelowThreshold(credit, promotion)) return { ok: true };
  return fail('PROMOTION_CREDIT_TOO_HIGH', {
    threshold: toCurrency(promotion.creditThreshold, CREDIT_CURRENCY),
    credit: toCurrency(credit ?? '0', CREDIT_CURRENCY),
    provider: providerId,
  });
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
    if (!creditBelowThreshold(credit, promotion))
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
