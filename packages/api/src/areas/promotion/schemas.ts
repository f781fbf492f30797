import * as z from 'zod/mini';
import { ID_MAX } from '../../constants';
import { PROMOTION_KINDS } from '../../accountValues';
import { DateTime, Decimal, LocalizedText, paged, Provider, statusWire, UsageStatus } from '../../schemas/common';

export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;

/**
 * Withdrawal rules while the promotion is in use (SPEC §5). Percentages are of the credit the
 * player received from the qualifying deposit (deposit credit + bonus). Credit/percent pairs are
 * alternatives: at most one of each pair is set.
 */
export const WithdrawRules = z.object({
  withdrawAll: z.boolean(),
  minBalanceCredit: z.nullable(Decimal),
  minBalancePercent: z.nullable(Decimal),
  maxReceiveCredit: z.nullable(Decimal),
  maxReceivePercent: z.nullable(Decimal),
});
export type WithdrawRules = z.infer<typeof WithdrawRules>;

export const Promotion = z.object({
  id: z.string(),
  code: z.string(),
  kind: PromotionKind,
  title: LocalizedText,
  description: LocalizedText,
  providers: z.array(Provider),
  isActive: z.boolean(),
  firstOrderOnly: z.boolean(),
  /** LAK: while in use, a deposit must be exactly this amount (null: any amount within limits). */
  setAmount: z.nullable(Decimal),
  /** Bonus as a percentage of the deposit credit, or a fixed THB credit; capped by maxBonusCredit. */
  bonusPercent: z.nullable(Decimal),
  bonusCredit: z.nullable(Decimal),
  maxBonusCredit: z.nullable(Decimal),
  /** THB: while in use, a new deposit needs the provider's credit below this (PROMOTION_CREDIT_USED). */
  creditThreshold: Decimal,
  withdraw: WithdrawRules,
  startsAt: DateTime,
  endsAt: DateTime,
});
export type Promotion = z.infer<typeof Promotion>;

// GET /v2/promotions
export const PromotionsResponse = z.object({ promotions: z.array(Promotion) });
export type PromotionsResponse = z.infer<typeof PromotionsResponse>;

export const PromotionUsage = z.object({
  usageId: z.string(),
  promotionId: z.string(),
  title: LocalizedText,
  provider: Provider,
  status: statusWire(UsageStatus),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** The qualifying deposit, once paid. */
  depositCode: z.nullable(z.string()),
  depositCredit: z.nullable(Decimal),
  bonusCredit: z.nullable(Decimal),
});
export type PromotionUsage = z.infer<typeof PromotionUsage>;

// POST /v2/promotions/use (Idempotency-Key)
export const UsePromotionRequest = z.object({
  promotionId: z.string().check(z.minLength(1), z.maxLength(ID_MAX)),
  providerId: Provider,
});
export type UsePromotionRequest = z.infer<typeof UsePromotionRequest>;
export const UsageResponse = z.object({ usage: PromotionUsage });
export type UsageResponse = z.infer<typeof UsageResponse>;

// GET /v2/players/promotions/using and POST /v2/promotions/usages/recheck
export const CurrentPromotionResponse = z.object({
  usage: z.nullable(PromotionUsage),
  promotion: z.nullable(Promotion),
});
export type CurrentPromotionResponse = z.infer<typeof CurrentPromotionResponse>;

// GET /v2/promotions/usages?page&pageSize
export const UsagePage = paged(PromotionUsage);
export type UsagePage = z.infer<typeof UsagePage>;

// POST /v2/promotions/usages/cancel
export const CancelUsageRequest = z.object({ usageId: z.string().check(z.minLength(1), z.maxLength(ID_MAX)) });
export type CancelUsageRequest = z.infer<typeof CancelUsageRequest>;

// GET /v2/players/backlist
export const BlacklistResponse = z.object({ blocked: z.boolean() });
export type BlacklistResponse = z.infer<typeof BlacklistResponse>;
