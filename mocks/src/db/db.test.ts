import { ORDER_STATUSES, PROVIDERS, USAGE_STATUSES, GAME_CATEGORIES } from '@dokkham/api/values';
import { PROMOTION_KINDS } from '@dokkham/api/accountValues';
import { depositCredit, isZero, paymentMethodsFor } from '@dokkham/api/money';
import { describe, expect, it } from 'vitest';
import { MOCK_NOW } from './clock';
import { createDb } from './db';
import { creditsOf, depositsOf, findPlayerByUsername, usagesOf, withdrawalsOf } from './queries';
import { LOGINS } from './seed/players';

const snapshot = (db: ReturnType<typeof createDb>) =>
  JSON.stringify({ ...db, clock: undefined, reset: undefined, sessions: [...db.sessions], credits: [...db.credits] });

describe('createDb: seed', () => {
  const db = createDb();
  const demo = findPlayerByUsername(db, LOGINS.demo.username);
  if (!demo) throw new Error('no demo player');

  it('is deterministic for a fixed clock', () => {
    expect(snapshot(createDb())).toBe(snapshot(createDb({ clock: MOCK_NOW })));
    expect(db.clock.iso()).toBe(MOCK_NOW.toISOString());
  });

  it('has the agency with every social link and its settings', () => {
    expect(db.agency).not.toBeNull();
    for (const link of Object.values(db.agency?.social ?? {})) expect(link).toMatch(/^https:\/\//);
    expect(Object.keys(db.agency?.social ?? {}).sort()).toEqual(['facebook', 'line', 'telegram', 'twitter', 'whatsapp']);
    expect(db.agency?.settings.depositQuickAmounts.length).toBeGreaterThan(3);
  });

  it('gives the demo player a LAK bank account and credit in every provider', () => {
    const account = db.bankAccounts.find((a) => a.playerId === demo.id);
    expect(account?.currency).toBe('LAK');
    for (const provider of PROVIDERS) expect(isZero(creditsOf(db, demo.id)[provider])).toBe(false);
  });

  it('gives the demo player 60+ deposits, withdrawals and usages in every settled status, newest first', () => {
    const deposits = depositsOf(db, demo.id);
    const withdrawals = withdrawalsOf(db, demo.id);
    const usages = usagesOf(db, demo.id);
    for (const list of [deposits, withdrawals, usages]) {
      expect(list.length).toBeGreaterThanOrEqual(60);
      const dates = list.map((x) => x.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.every((d) => d <= MOCK_NOW.toISOString())).toBe(true);
    }
    const settled = (s: string) => s !== 'OPEN' && s !== 'PAID';
    expect(new Set(deposits.map((d) => d.status))).toEqual(new Set(ORDER_STATUSES.filter(settled)));
    expect(new Set(withdrawals.map((w) => w.status))).toEqual(new Set(['SUCCESS', 'REJECTED', 'FAILED']));
    expect(new Set(usages.map((u) => u.status))).toEqual(
      new Set(USAGE_STATUSES.filter((s) => s !== 'ACTIVE' && s !== 'USED')),
    );
  });

  it('links each completed usage to its deposit with the bonus money.ts computes', () => {
    const completed = usagesOf(db, demo.id).filter((u) => u.status === 'SUCCESS');
    expect(completed.length).toBeGreaterThan(20);
    for (const usage of completed) {
      const order = db.deposits.find((d) => d.code === usage.depositCode);
      const promotion = db.promotions.find((p) => p.id === usage.promotionId);
      expect(order?.usageId).toBe(usage.usageId);
      expect(order && promotion && depositCredit(order.amount, db.rates, promotion)?.promotionCredit).toBe(usage.bonusCredit);
    }
  });

  it('has a new player without a bank account and a blocked player', () => {
    const newbie = findPlayerByUsername(db, LOGINS.newbie.username);
    expect(newbie && db.bankAccounts.some((a) => a.playerId === newbie.id)).toBe(false);
    expect(findPlayerByUsername(db, LOGINS.blocked.username)?.blocked).toBe(true);
  });

  it('has payment methods with a disabled one, a duplicated MID and several currencies', () => {
    expect(db.paymentMethods.some((m) => !m.isEnabled)).toBe(true);
    expect(new Set(db.paymentMethods.map((m) => m.currency))).toEqual(new Set(['LAK', 'THB', 'USD']));
    const lak = db.paymentMethods.filter((m) => m.currency === 'LAK');
    expect(new Set(lak.map((m) => m.mid)).size).toBeLessThan(lak.length);
    expect(paymentMethodsFor(db.paymentMethods, 'LAK').length).toBe(lak.filter((m) => m.isEnabled).length - 1);
  });

  it('has rates for LAK, THB and USD', () => {
    expect(db.rates.map((r) => r.currency).sort()).toEqual(['LAK', 'THB', 'USD']);
    expect(db.rates.find((r) => r.currency === 'THB')).toEqual({ currency: 'THB', buy: '640', sell: '680' });
  });

  it('has promotions of each kind, an inactive one and every withdrawal rule, in four languages', () => {
    expect(new Set(db.promotions.map((p) => p.kind))).toEqual(new Set(PROMOTION_KINDS));
    expect(db.promotions.some((p) => !p.isActive)).toBe(true);
    const rules = db.promotions.map((p) => p.withdraw);
    expect(rules.some((r) => r.withdrawAll)).toBe(true);
    expect(rules.some((r) => r.minBalancePercent !== null)).toBe(true);
    expect(rules.some((r) => r.minBalanceCredit !== null)).toBe(true);
    expect(rules.some((r) => r.maxReceivePercent !== null)).toBe(true);
    expect(rules.some((r) => r.maxReceiveCredit !== null)).toBe(true);
    for (const p of db.promotions) {
      expect(p.title.lo).toMatch(/[\u0E80-\u0EFF]/);
      expect(p.title.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(p.description.cn).toMatch(/[\u4E00-\u9FFF]/);
      expect(p.description.vn).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
    }
  });

  it('has games in every provider and category, without external URLs', () => {
    for (const provider of PROVIDERS) expect(db.games.some((g) => g.provider === provider)).toBe(true);
    for (const category of GAME_CATEGORIES) expect(db.games.some((g) => g.category === category)).toBe(true);
    expect(JSON.stringify(db.games)).not.toMatch(/https?:/);
    expect(new Set(db.games.map((g) => g.id)).size).toBe(db.games.length);
  });
});

describe('createDb: reset', () => {
  it('puts the seed back, re-runs the setups and rewinds a frozen clock', () => {
    const db = createDb({ setups: [(d) => void (d.defaultPlayerId = d.players[0]?.id ?? null)] });
    const before = snapshot(db);
    db.players.length = 0;
    db.clock.advance(3_600_000);
    db.reset();
    expect(snapshot(db)).toBe(before);
    expect(db.defaultPlayerId).not.toBeNull();
  });
});
