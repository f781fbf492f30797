import { quoteWithdrawal, withdrawPromotionFor } from '@dokkham/api/money';
import { createWithdrawal, decideWithdrawal } from '../db/ops';
import {
  bankAccountOf,
  creditsOf,
  filterOrders,
  findPromotion,
  openWithdrawalsOf,
  paginate,
  usageInUse,
  withdrawalsOf,
} from '../db/queries';
import { AGENCY } from '../db/seed/reference';
import { ApiFailure, fail } from './errors';
import type { Routes } from './types';
import { withdrawalView } from './views';
import { withdrawalTimeline } from '../db/timeline';

export const withdrawRoutes = {
  createWithdrawal: ({ me, db, body, mock }) => {
    const player = me();
    const account = bankAccountOf(db, player.id);
    if (!account) fail('BANK_ACCOUNT_REQUIRED');
    if (account.id !== body.bankAccountId)
      throw new ApiFailure('VALIDATION_ERROR', undefined, [{ path: 'bankAccountId', message: 'validation:bank.unknown' }]);
    if (openWithdrawalsOf(db, player.id).length > 0) fail('OPEN_ORDER');
    // The withdrawal rules bind once the promotion's deposit was credited (USED) on this provider:
    // the same function the app's form asks, so the rules it shows are the ones applied here.
    const usage = usageInUse(db, player.id);
    const promotion = withdrawPromotionFor(usage, usage ? findPromotion(db, usage.promotionId) : null, body.provider);
    const bound = promotion ? usage : undefined;
    const quote = quoteWithdrawal({
      credit: body.credit,
      balance: creditsOf(db, player.id)[body.provider],
      rates: db.rates,
      limits: (db.agency ?? AGENCY).settings,
      promotion,
    });
    if (!quote.ok) fail(quote.code, quote.params);
    // Checked last: a valid withdrawal the gateway refuses (no credit is taken).
    if (db.faults.ordersFail) fail('WITHDRAW_FAILED');
    const withdrawal = createWithdrawal(db, { playerId: player.id, provider: body.provider, account, quote, usage: bound ?? null });
    if (mock.autoDecideSeconds !== null) {
      const code = withdrawal.code;
      mock.schedule(mock.autoDecideSeconds, (current) => {
        const w = current.withdrawals.find((x) => x.code === code);
        if (w?.status === 'OPEN') decideWithdrawal(current, w, 'SUCCESS');
      });
    }
    return { withdrawal: withdrawalView(withdrawal) };
  },

  withdrawals: ({ me, db, query }) => {
    const page = paginate(filterOrders(withdrawalsOf(db, me().id), query), query.page, query.pageSize);
    return { ...page, items: page.items.map(withdrawalView) };
  },

  openWithdrawals: ({ me, db }) => ({ withdrawals: openWithdrawalsOf(db, me().id).map(withdrawalView) }),

  /** The receipt: another player's code is ORDER_NOT_FOUND, as an unknown one (never "forbidden"). */
  withdrawal: ({ me, db, params }) => {
    const player = me();
    const withdrawal = db.withdrawals.find((w) => w.code === params.code && w.playerId === player.id) ?? fail('ORDER_NOT_FOUND');
    return { withdrawal: withdrawalView(withdrawal), timeline: withdrawalTimeline(withdrawal) };
  },
} satisfies Partial<Routes>;
