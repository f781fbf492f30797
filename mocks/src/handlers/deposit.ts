import { BANK_CURRENCY, checkDeposit, checkDepositLimit, depositPromotionFor, findRate } from '@dokkham/api/money';
import { BANK_IIN } from '../db/seed/reference';
import { cancelDeposit, createDeposit, expireDeposits, payDeposit, settleDeposit } from '../db/ops';
import {
  bankAccountOf,
  creditsOf,
  depositsOf,
  filterOrders,
  findPromotion,
  openDepositsOf,
  paginate,
  usageInUse,
} from '../db/queries';
import type { Db, DepositRecord } from '../db/types';
import { allowanceOf } from '../db/protection';
import { buildLaoQr } from '../qr/emvco';
import { depositTimeline } from '../db/timeline';
import { ApiFailure, fail } from './errors';
import { refuseIfRestricted } from './protection';
import type { Routes } from './types';
import { depositView } from './views';

function ownOrder(db: Db, playerId: string, code: string): DepositRecord {
  expireDeposits(db);
  return db.deposits.find((d) => d.code === code && d.playerId === playerId) ?? fail('ORDER_NOT_FOUND');
}

export const depositRoutes = {
  createDeposit: ({ me, db, body, mock }) => {
    const player = me();
    refuseIfRestricted(db, player);
    if (!bankAccountOf(db, player.id)) fail('BANK_ACCOUNT_REQUIRED');
    // Lao QR orders are paid in kip: the MID's LAK method, the first enabled one if listed twice.
    const candidates = db.paymentMethods.filter((m) => m.mid === body.mid && m.currency === BANK_CURRENCY);
    const method = candidates.find((m) => m.isEnabled) ?? candidates[0];
    if (!method)
      throw new ApiFailure('VALIDATION_ERROR', undefined, [{ path: 'mid', message: 'validation:mid.unknown' }]);
    expireDeposits(db);
    if (openDepositsOf(db, player.id).length > 0) fail('OPEN_ORDER');
    // The promotion governing this provider, and whether it adds a bonus: the deposit form's rule too.
    const usage = usageInUse(db, player.id);
    const governing = depositPromotionFor(usage, usage && findPromotion(db, usage.promotionId), body.provider);
    const check = checkDeposit({
      amount: body.amount,
      method,
      promotion: governing?.promotion ?? null,
      credit: creditsOf(db, player.id)[body.provider],
    });
    if (!check.ok) fail(check.code, check.params);
    // The player's own limits: an open order holds its amount (the open-order rule above aside).
    const limit = checkDepositLimit(body.amount, allowanceOf(db, player.id));
    if (!limit.ok) fail(limit.code, limit.params);
    if (!findRate(db.rates, 'THB')) fail('RATE_UNAVAILABLE');
    // Checked last: a valid order the gateway refuses (nothing is created).
    if (db.faults.ordersFail) fail('DEPOSIT_FAILED');
    const order = createDeposit(db, {
      playerId: player.id,
      provider: body.provider,
      method,
      amount: body.amount,
      usage: governing?.bonus ? governing.usage : null,
    });
    if (!order) fail('RATE_UNAVAILABLE');
    if (mock.autoPaySeconds !== null) {
      const code = order.code;
      mock.schedule(mock.autoPaySeconds, (current) => {
        const o = current.deposits.find((d) => d.code === code);
        if (o?.status === 'OPEN') payDeposit(current, o, 'SUCCESS');
      });
    }
    return { order: depositView(order) };
  },

  deposits: ({ me, db, query }) => {
    expireDeposits(db);
    const orders = filterOrders(depositsOf(db, me().id), query);
    const page = paginate(orders, query.page, query.pageSize);
    return { ...page, items: page.items.map(depositView) };
  },

  openDeposits: ({ me, db }) => {
    expireDeposits(db);
    return { orders: openDepositsOf(db, me().id).map(depositView) };
  },

  /** The receipt: another player's code is ORDER_NOT_FOUND, as an unknown one (never "forbidden"). */
  deposit: ({ me, db, params }) => {
    const order = ownOrder(db, me().id, params.code);
    return { order: depositView(order), timeline: depositTimeline(order) };
  },

  /** An expired QR answers QR_EXPIRED; the order is then CANCELED and stays in the history. */
  depositQr: ({ me, db, params }) => {
    const order = ownOrder(db, me().id, params.code);
    if (order.status === 'CANCELED' && order.canceledBy === 'EXPIRY') fail('QR_EXPIRED');
    if (order.status !== 'OPEN') fail('ORDER_NOT_OPEN');
    const merchantName = (db.agency?.name ?? 'Dokkham').toUpperCase();
    return {
      code: order.code,
      payload: buildLaoQr({
        bankIin: BANK_IIN[order.bankCode] ?? '27710418',
        merchantId: order.mid,
        amount: order.amount,
        merchantName,
        merchantCity: 'VIENTIANE',
        billNumber: order.code,
      }),
      amount: order.amount,
      currency: order.currency,
      merchantName,
      bankCode: order.bankCode,
      status: order.status,
      expiresAt: order.expiresAt,
      serverTime: db.clock.iso(),
    };
  },

  cancelDeposit: ({ me, db, params }) => {
    const order = ownOrder(db, me().id, params.code);
    if (order.status !== 'OPEN') fail('ORDER_NOT_OPEN');
    cancelDeposit(db, order);
    return { order: depositView(order) };
  },

  /** "I have paid": unpaid -> ORDER_NOT_PAID; paid -> the bank confirms and the credit lands. */
  recheckDeposit: ({ me, db, params }) => {
    const order = ownOrder(db, me().id, params.code);
    if (order.status === 'OPEN') fail('ORDER_NOT_PAID');
    if (order.status === 'PAID') settleDeposit(db, order, 'SUCCESS');
    return { order: depositView(order) };
  },
} satisfies Partial<Routes>;
