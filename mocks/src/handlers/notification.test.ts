import { describe, expect, it } from 'vitest';
import { decideWithdrawal, payDeposit } from '../db/ops';
import { PROMO } from '../db/seed/promotions';
import { setup } from '../testing/setup';

const deposit = { body: { provider: 'gclub', mid: 'MID-BCEL-0001', amount: '100000' } } as const;

describe('notices', () => {
  it('a paid and credited deposit writes two notices naming the order, newest first and unread', async () => {
    const { client, db } = setup(['signedIn']);
    expect((await client.ok('notifications')).unreadCount).toBe(0);
    const { order } = await client.ok('createDeposit', deposit);
    payDeposit(db, db.deposits.find((d) => d.code === order.code)!, 'SUCCESS');
    const page = await client.ok('notifications');
    expect(page.items.map((n) => [n.kind, n.subject, n.read])).toEqual([
      ['DEPOSIT_CREDITED', { type: 'deposit', code: order.code }, false],
      ['DEPOSIT_PAID', { type: 'deposit', code: order.code }, false],
    ]);
    expect(page.items[0]?.amount).toEqual({ amount: '100000', currency: 'LAK' });
    expect(page.unreadCount).toBe(2);
  });

  it('marks read by id (others ignored) or all, answering the unread count left', async () => {
    const { client, db } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit);
    payDeposit(db, db.deposits.find((d) => d.code === order.code)!, 'FAILED');
    const [failed] = (await client.ok('notifications')).items;
    expect(failed?.kind).toBe('DEPOSIT_FAILED');
    expect(await client.ok('markNotificationsRead', { body: { ids: [failed!.id, 'NT-not-mine'] } })).toEqual({ unreadCount: 1 });
    expect(await client.ok('markNotificationsRead', { body: { all: true } })).toEqual({ unreadCount: 0 });
    expect((await client.ok('notifications')).items.every((n) => n.read)).toBe(true);
  });

  it('a decided withdrawal writes its notice', async () => {
    const { client, db } = setup(['signedIn', 'pendingWithdrawal']);
    const open = db.withdrawals.find((w) => w.status === 'OPEN')!;
    decideWithdrawal(db, open, 'REJECTED');
    const [notice] = (await client.ok('notifications')).items;
    expect(notice).toMatchObject({ kind: 'WITHDRAWAL_REJECTED', subject: { type: 'withdrawal', code: open.code } });
  });

  it('a claimed, then cancelled promotion writes both, naming the promotion', async () => {
    const { client } = setup(['signedIn']);
    const usage = await client.ok('usePromotion', { body: { promotionId: PROMO.daily, providerId: 'gclub_live' } });
    await client.ok('cancelUsage', { body: { usageId: usage.usage.usageId } });
    const items = (await client.ok('notifications')).items;
    expect(items.map((n) => [n.kind, n.subject])).toEqual([
      ['PROMOTION_CANCELLED', { type: 'promotion', promotionId: PROMO.daily }],
      ['PROMOTION_CLAIMED', { type: 'promotion', promotionId: PROMO.daily }],
    ]);
  });
});

describe('announcements', () => {
  it('a guest sees the running and upcoming ones; the maintenance scenario adds a running maintenance', async () => {
    const guest = setup([]);
    const seeded = await guest.client.ok('announcements');
    expect(seeded.announcements.map((a) => a.kind)).toEqual(['INFO', 'PROMOTION', 'MAINTENANCE']);
    const { client } = setup(['maintenance']);
    const { announcements, serverTime } = await client.ok('announcements');
    expect(announcements.some((a) => a.kind === 'MAINTENANCE' && a.startsAt <= serverTime && (a.endsAt ?? '') > serverTime)).toBe(true);
  });

  it.each(['onBreak', 'selfExcluded'])('a player %s is never answered promotion announcements', async (scenario) => {
    const { client } = setup(['signedIn', scenario]);
    expect((await client.ok('announcements')).announcements.map((a) => a.kind)).toEqual(['INFO', 'MAINTENANCE']);
  });
});
