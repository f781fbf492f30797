import { checkClaimCredit, compare } from '@dokkham/api/money';
import { createUsage, expireDeposits, promotionNotice } from '../db/ops';
import {
  bankAccountOf,
  creditsOf,
  depositsOf,
  findPromotion,
  isPromotionRunning,
  openDepositsOf,
  paginate,
  usageInUse,
  usagesOf,
} from '../db/queries';
import { protectionOf } from '../db/protection';
import type { Db } from '../db/types';
import { fail } from './errors';
import { refuseIfRestricted } from './protection';
import type { Routes } from './types';
import { usageView } from './views';

function current(db: Db, playerId: string) {
  const usage = usageInUse(db, playerId);
  return {
    usage: usage ? usageView(usage) : null,
    promotion: usage ? (findPromotion(db, usage.promotionId) ?? null) : null,
  };
}

export const promotionRoutes = {
  /** A self-excluded player is shown no promotions (the list is public: a guest sees them all). */
  promotions: ({ db, player }) =>
    player && protectionOf(db, player.id).restriction?.kind === 'SELF_EXCLUSION' ? { promotions: [] } : { promotions: db.promotions },

  /**
   * Claim. FIRST_DEPOSIT and FIXED_CREDIT promotions are once per player (a completed usage counts);
   * DEPOSIT_BONUS ones may be claimed again once the previous usage has ended.
   */
  usePromotion: ({ me, db, body }) => {
    const player = me();
    refuseIfRestricted(db, player);
    if (!bankAccountOf(db, player.id)) fail('BANK_ACCOUNT_REQUIRED');
    if (player.blocked) fail('user_blocked');
    const promotion = findPromotion(db, body.promotionId) ?? fail('PROMOTION_NOT_FOUND');
    if (!isPromotionRunning(db, promotion.id)) fail('PROMOTION_INACTIVE');
    if (!promotion.providers.includes(body.providerId))
      fail('PROMOTION_PROVIDER_NOT_ALLOWED', { provider: body.providerId });
    if (usageInUse(db, player.id)) fail('PROMOTION_USAGE');
    expireDeposits(db);
    if (openDepositsOf(db, player.id).length > 0) fail('CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN');
    if (promotion.firstOrderOnly && depositsOf(db, player.id).some((d) => d.status === 'SUCCESS'))
      fail('PROMOTION_ONLY_FOR_FIRST_ORDER');
    if (promotion.kind !== 'DEPOSIT_BONUS') {
      const used = usagesOf(db, player.id).find((u) => u.promotionId === promotion.id && u.status === 'SUCCESS');
      if (used?.provider === body.providerId) fail('PROMOTION_ALREADY_USED');
      if (used) fail('PROMOTION_PROVIDER_USED', { provider: used.provider });
    }
    // Last: a claim the deposit form would then refuse is not made (the money module's rule).
    const credit = checkClaimCredit(creditsOf(db, player.id)[body.providerId], promotion, body.providerId);
    if (!credit.ok) fail(credit.code, credit.params);
    const usage = createUsage(db, { playerId: player.id, promotion, provider: body.providerId });
    promotionNotice(db, usage, 'PROMOTION_CLAIMED');
    return { usage: usageView(usage) };
  },

  currentPromotion: ({ me, db }) => current(db, me().id),

  /**
   * Ends the usage in use when it is over: USED with the provider's credit below the threshold
   * (played through) -> SUCCESS; ACTIVE while the promotion stopped running -> INACTIVE.
   */
  recheckUsage: ({ me, db }) => {
    const player = me();
    const usage = usageInUse(db, player.id);
    const promotion = usage ? findPromotion(db, usage.promotionId) : undefined;
    if (usage && promotion) {
      const credit = creditsOf(db, player.id)[usage.provider];
      if (usage.status === 'USED' && compare(credit, promotion.creditThreshold) < 0) {
        usage.status = 'SUCCESS';
        promotionNotice(db, usage, 'PROMOTION_COMPLETED');
      }
      else if (usage.status === 'ACTIVE' && !isPromotionRunning(db, promotion.id)) usage.status = 'INACTIVE';
      if (usage.status !== 'USED' && usage.status !== 'ACTIVE') usage.updatedAt = db.clock.iso();
    }
    return current(db, player.id);
  },

  usages: ({ me, db, query }) => {
    const page = paginate(usagesOf(db, me().id), query.page, query.pageSize);
    return { ...page, items: page.items.map(usageView) };
  },

  /** Only before the qualifying deposit: ACTIVE and no order placed under it (open, paid or credited). */
  cancelUsage: ({ me, db, body }) => {
    const player = me();
    const usage = db.usages.find((u) => u.usageId === body.usageId && u.playerId === player.id) ?? fail('USAGE_NOT_FOUND');
    expireDeposits(db);
    const placed = db.deposits.some(
      (d) => d.usageId === usage.usageId && (d.status === 'OPEN' || d.status === 'PAID' || d.status === 'SUCCESS'),
    );
    if (usage.status !== 'ACTIVE' || placed) fail('USAGE_NOT_CANCELABLE');
    usage.status = 'CANCELED';
    usage.updatedAt = db.clock.iso();
    promotionNotice(db, usage, 'PROMOTION_CANCELLED');
    return { usage: usageView(usage) };
  },

  blacklist: ({ me }) => ({ blocked: me().blocked }),
} satisfies Partial<Routes>;
