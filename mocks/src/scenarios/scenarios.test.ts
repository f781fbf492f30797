import { describe, expect, it } from 'vitest';
import { setup } from '../testing/setup';
import { parseScenarioList, resolveScenario, resolveScenarios, SCENARIO_NAMES } from './index';

describe('resolving scenarios', () => {
  it('knows every named scenario and the parameterised ones', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining(['agency404', 'blockedPlayer', 'promotionInUse', 'openOrder', 'emptyHistories', 'serverErrors', 'slowNetwork', 'signedIn', 'signedOut', 'newPlayer']),
    );
    expect(resolveScenario('signedInAs:newbie').name).toBe('signedInAs:newbie');
    expect(resolveScenario('slowNetwork:300').kind).toBe('fault');
    expect(() => resolveScenario('nope')).toThrow(/Unknown scenario "nope"/);
  });

  it('runs session scenarios first, then data, then faults', () => {
    expect(resolveScenarios(['serverErrors', 'openOrder', 'newPlayer']).map((s) => s.name)).toEqual([
      'newPlayer',
      'openOrder',
      'serverErrors',
    ]);
  });

  it('parses the SCENARIO environment variable', () => {
    expect(parseScenarioList(' openOrder, signedIn ,,')).toEqual(['openOrder', 'signedIn']);
    expect(parseScenarioList(undefined)).toEqual([]);
  });
});

describe('each scenario', () => {
  it('signedIn / signedOut: the demo player without a cookie, or nobody', async () => {
    expect((await setup(['signedIn']).client.ok('my')).player.username).toBe('demo');
    expect(await setup(['signedOut']).client.fails('my')).toMatchObject({ status: 401 });
    expect(await setup().client.fails('playerInfo')).toMatchObject({ status: 401 });
  });

  it('newPlayer: signed in without a bank account or credit', async () => {
    const { client } = setup(['newPlayer']);
    expect((await client.ok('playerInfo')).bankAccounts).toEqual([]);
    expect((await client.ok('credits')).total.amount).toBe('0.00');
  });

  it('blockedPlayer: signed in and blocked from promotions', async () => {
    expect(await setup(['blockedPlayer']).client.ok('blacklist')).toEqual({ blocked: true });
  });

  it('promotionInUse: a USED usage with its promotion', async () => {
    const { usage, promotion } = await setup(['signedIn', 'promotionInUse']).client.ok('currentPromotion');
    expect(usage).toMatchObject({ status: 'USED', provider: 'askmebet', depositCredit: '1500.00', bonusCredit: '750.00' });
    expect(promotion?.code).toBe('SLOT50');
  });

  it('promotionSetAmount: FIX300 ACTIVE on gclub, whose deposit must be its set amount', async () => {
    const current = await setup(['signedIn', 'promotionSetAmount']).client.ok('currentPromotion');
    expect({ status: current.usage?.status, provider: current.usage?.provider, setAmount: current.promotion?.setAmount }).toEqual({
      status: 'ACTIVE',
      provider: 'gclub',
      setAmount: '680000',
    });
  });

  it('promotionClaimed: an ACTIVE usage', async () => {
    expect((await setup(['signedIn', 'promotionClaimed']).client.ok('currentPromotion')).usage?.status).toBe('ACTIVE');
  });

  it('openOrder / paidOrder: one order in flight', async () => {
    const open = await setup(['signedIn', 'openOrder']).client.ok('openDeposits');
    expect(open.orders.map((o) => o.status)).toEqual(['OPEN']);
    const paid = await setup(['signedIn', 'paidOrder']).client.ok('openDeposits');
    expect(paid.orders.map((o) => o.status)).toEqual(['PAID']);
  });

  it('pendingWithdrawal: a withdrawal being checked', async () => {
    const { withdrawals } = await setup(['signedIn', 'pendingWithdrawal']).client.ok('openWithdrawals');
    expect(withdrawals.map((w) => [w.status, w.credit])).toEqual([['OPEN', '1000.00']]);
  });

  it('emptyHistories: no deposits, withdrawals or usages', async () => {
    const { client } = setup(['signedIn', 'emptyHistories']);
    for (const name of ['deposits', 'withdrawals', 'usages'] as const) {
      expect(await client.ok(name)).toEqual({ items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
    }
  });

  it('zeroCredit: nothing to play with', async () => {
    expect((await setup(['signedIn', 'zeroCredit']).client.ok('credits')).total.amount).toBe('0.00');
  });

  it('agency404, serverErrors and slowNetwork are faults of the backend', async () => {
    expect((await setup(['agency404']).client.fails('agencyInfo')).status).toBe(404);
    expect((await setup(['serverErrors']).client.fails('promotions')).status).toBe(500);
    const { api } = setup(['slowNetwork']);
    expect(api.db.faults.latencyMs).toBe(2000);
  });
});

describe('composition', () => {
  it('data scenarios act on the signed-in player, whatever the order they are listed in', async () => {
    const { client } = setup(['emptyHistories', 'openOrder', 'signedInAs:blocked']);
    expect((await client.ok('my')).player.username).toBe('blocked');
    const history = await client.ok('deposits');
    // Data scenarios keep their listed order: emptied, then one open order.
    expect(history.total).toBe(1);
    expect(history.items[0]?.status).toBe('OPEN');
  });
});
