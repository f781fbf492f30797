/**
 * A promotion's withdraw rules in plain words, and how far the usage in use is from allowing a
 * withdrawal (SPEC §5). Pure: lines are i18n keys (promotion:rules.*) with raw values the screen
 * formats; the amounts come from the api's money module with the roundings quoteWithdrawal uses,
 * so what the card says is what the withdrawal will check.
 */
import {
  add,
  compare,
  CREDIT_CURRENCY,
  max,
  percentOf,
  subtract,
  toCurrency,
  type Decimal,
  type Promotion,
  type PromotionUsage,
  type WithdrawRules,
} from '@dokkham/api';

/** One sentence: its key under promotion:rules and the value it names (a THB credit or a percentage). */
export interface RuleLine {
  key: string;
  credit?: Decimal;
  percent?: Decimal;
}

/**
 * The rules a withdrawal meets while the promotion is in use, in the order quoteWithdrawal checks
 * them; the bonus is always deducted on withdrawal when the promotion gives one.
 */
export function withdrawRuleLines(rules: WithdrawRules, withBonus: boolean): RuleLine[] {
  const lines: RuleLine[] = [];
  if (rules.withdrawAll) lines.push({ key: 'withdrawAll' });
  if (rules.minBalanceCredit !== null) lines.push({ key: 'minBalanceCredit', credit: rules.minBalanceCredit });
  else if (rules.minBalancePercent !== null) lines.push({ key: 'minBalancePercent', percent: rules.minBalancePercent });
  if (rules.maxReceiveCredit !== null) lines.push({ key: 'maxReceiveCredit', credit: rules.maxReceiveCredit });
  else if (rules.maxReceivePercent !== null) lines.push({ key: 'maxReceivePercent', percent: rules.maxReceivePercent });
  if (withBonus) lines.push({ key: 'bonusDeducted' });
  if (lines.length === 0) lines.push({ key: 'none' });
  return lines;
}

/** Whether the promotion gives a bonus at all (a percentage or a fixed credit). */
export function hasBonus(promotion: Pick<Promotion, 'bonusPercent' | 'bonusCredit'>): boolean {
  return promotion.bonusPercent !== null || promotion.bonusCredit !== null;
}

export interface UsageProgress {
  /** claimed: no deposit credited under it yet (the next deposit to its provider qualifies); deposited: credited. */
  stage: 'claimed' | 'deposited';
  /** Deposit credit + bonus (THB), once deposited. */
  received: Decimal | null;
  /** The balance a withdrawal needs (THB, rounded up as the withdrawal rounds it), if the promotion sets one. */
  minBalance: Decimal | null;
  /** What the provider's credit still lacks to reach minBalance (0 when reached). */
  remaining: Decimal | null;
  /** The most a withdrawal pays out (THB, rounded down), if capped. */
  maxReceive: Decimal | null;
  withdrawAll: boolean;
  /** Nothing more is required before a withdrawal. */
  withdrawable: boolean;
}

/**
 * The usage in use against its promotion's rules and the provider's current credit. Before the
 * qualifying deposit the percentages have nothing to apply to, so only fixed amounts are known.
 */
export function usageProgress(
  promotion: Pick<Promotion, 'withdraw'>,
  usage: Pick<PromotionUsage, 'depositCredit' | 'bonusCredit'>,
  balance: Decimal | undefined,
): UsageProgress {
  const C = CREDIT_CURRENCY;
  const rules = promotion.withdraw;
  const received = usage.depositCredit !== null ? toCurrency(add(usage.depositCredit, usage.bonusCredit ?? '0'), C) : null;
  const minRaw =
    rules.minBalanceCredit ??
    (rules.minBalancePercent !== null && received !== null ? percentOf(received, rules.minBalancePercent) : null);
  const capRaw =
    rules.maxReceiveCredit ??
    (rules.maxReceivePercent !== null && received !== null ? percentOf(received, rules.maxReceivePercent) : null);
  const minBalance = minRaw !== null ? toCurrency(minRaw, C, 'up') : null;
  const remaining =
    minBalance !== null && balance !== undefined ? toCurrency(max(subtract(minBalance, balance), '0'), C, 'up') : null;
  const stage = received === null ? 'claimed' : 'deposited';
  return {
    stage,
    received,
    minBalance,
    remaining,
    maxReceive: capRaw !== null ? toCurrency(capRaw, C, 'down') : null,
    withdrawAll: rules.withdrawAll,
    withdrawable: stage === 'deposited' && (remaining === null || compare(remaining, '0') === 0),
  };
}
