import type { IoFor } from '../define';
import { PageQuery } from '../../schemas/common';
import { BlacklistResponse, CancelUsageRequest, CurrentPromotionResponse, PromotionsResponse, UsagePage, UsageResponse, UsePromotionRequest } from './schemas';
import type { promotionRoutes } from './route';

/** What the promotion endpoints take, answer and may fail with; keyed exactly as promotionRoutes. */
export const promotionEndpoints = {
  promotions: {
    response: PromotionsResponse,
    summary: 'Promotions on offer.',
  },
  usePromotion: {
    body: UsePromotionRequest,
    response: UsageResponse,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'user_blocked',
      'PROMOTION_NOT_FOUND',
      'PROMOTION_INACTIVE',
      'PROMOTION_ONLY_FOR_FIRST_ORDER',
      'PROMOTION_ALREADY_USED',
      'PROMOTION_USAGE',
      'PROMOTION_PROVIDER_USED',
      'PROMOTION_PROVIDER_NOT_ALLOWED',
      'CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN',
      'PROMOTION_CREDIT_TOO_HIGH',
      'PLAYER_ON_BREAK',
      'PLAYER_SELF_EXCLUDED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Claim a promotion for a provider. Refused during a break or self-exclusion.',
    examples: {
      ok: { body: { promotionId: 'promo-daily-10', providerId: 'gclub_live' } },
      refused: { body: { promotionId: 'no-such-promotion', providerId: 'gclub' } },
    },
  },
  currentPromotion: {
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The promotion in use, if any.',
    examples: { ok: { mockScenarios: ['signedIn', 'promotionInUse'] } },
  },
  recheckUsage: {
    response: CurrentPromotionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Re-evaluate the usage in use (ends it when the credit fell below the threshold).',
    examples: { ok: { mockScenarios: ['signedIn', 'promotionInUse'] } },
  },
  usages: {
    query: PageQuery,
    response: UsagePage,
    errors: ['UNAUTHORIZED'],
    summary: 'Promotion usages, newest first, paged.',
    examples: { ok: { query: { pageSize: 2 } } },
  },
  cancelUsage: {
    body: CancelUsageRequest,
    response: UsageResponse,
    errors: ['UNAUTHORIZED', 'USAGE_NOT_FOUND', 'USAGE_NOT_CANCELABLE'],
    summary: 'Cancel a usage that has no paid deposit yet.',
    examples: { ok: { body: { usageId: 'US000251' }, mockScenarios: ['signedIn', 'promotionClaimed'] } },
  },
  blacklist: {
    response: BlacklistResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Whether the player is blocked from promotions (path spelled as the agency API does).',
  },
} as const satisfies IoFor<typeof promotionRoutes>;
