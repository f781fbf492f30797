import { describe, expect, it } from 'vitest';
import { LOGINS } from '../db/seed/players';
import { login, setup } from '../testing/setup';
import { createTestClient } from '../testing/client';

const HOUR = 3_600_000;
const deposit = (amount: string, provider = 'gclub') => ({ body: { provider, mid: 'MID-BCEL-0001', amount } }) as const;
const limits = (daily = '', weekly = '', monthly = '') => ({ body: { daily, weekly, monthly } });

describe('registration', () => {
  const body = { username: 'adult_check', password: 'secret123', confirmPassword: 'secret123', fingerprint: 'dev-18' };
  it.each([['missing', body], ['false', { ...body, adult: false }]])('refuses adult %s with ADULT_CONFIRMATION_REQUIRED and creates nothing', async (_, b) => {
    const { client, db } = setup();
    const players = db.players.length;
    expect(await client.fails('register', { body: b, headers: { 'X-Fingerprint': 'dev-18' } })).toMatchObject({ status: 422, code: 'ADULT_CONFIRMATION_REQUIRED' });
    expect(db.players.length).toBe(players);
  });
});

describe('deposit limits', () => {
  it('nothing set: no limits, no allowance, reality check off, no restriction', async () => {
    const { client } = setup(['signedIn']);
    const p = await client.ok('protection');
    expect(p.limits.map((l) => [l.window, l.amount, l.pending])).toEqual([['daily', null, null], ['weekly', null, null], ['monthly', null, null]]);
    expect(p).toMatchObject({ allowance: null, realityCheck: { minutes: null, pending: null }, restriction: null, currency: 'LAK' });
  });

  it('a new limit applies at once; open, paid and credited deposits count, cancelled ones do not', async () => {
    const { client, db } = setup(['signedIn']);
    const set = await client.ok('setDepositLimits', limits('1000000'));
    expect(set.allowance).toEqual({ remaining: '1000000', window: 'daily' });
    const order = await client.ok('createDeposit', deposit('600000'));
    // The open order holds its amount.
    expect((await client.ok('protection')).limits[0]).toMatchObject({ used: '600000', remaining: '400000' });
    // Over what is left: refused with it, nothing created.
    const orders = db.deposits.length;
    await client.ok('cancelDeposit', { params: { code: order.order.code } });
    expect((await client.ok('protection')).allowance).toEqual({ remaining: '1000000', window: 'daily' });
    await client.ok('createDeposit', deposit('700000'));
    expect(await client.fails('createDeposit', deposit('400000'))).toMatchObject({ status: 409, code: 'OPEN_ORDER' });
    db.deposits.filter((d) => d.status === 'OPEN').forEach((d) => (d.status = 'SUCCESS'));
    const refused = await client.fails('createDeposit', deposit('400000'));
    expect(refused).toMatchObject({ status: 422, code: 'DEPOSIT_LIMIT_EXCEEDED', error: { params: { remaining: '300000', window: 'daily' } } });
    expect(db.deposits.length).toBe(orders + 1);
    expect((await client.call('createDeposit', deposit('300000'))).status).toBe(201);
  });

  it('the lowest remaining of the three applies', async () => {
    const { client } = setup(['signedIn', 'depositLimits']);
    const weekUsed = Number((await client.ok('protection')).limits[1]!.used);
    await client.ok('setDepositLimits', limits('2000000', String(weekUsed + 100000), ''));
    expect((await client.ok('protection')).allowance).toEqual({ remaining: '100000', window: 'weekly' });
  });

  it('a raise waits 24 hours (the old limit holds), applied when the clock gets there; it can be cancelled', async () => {
    const { client, db } = setup(['signedIn']);
    await client.ok('setDepositLimits', limits('500000'));
    const raised = await client.ok('setDepositLimits', limits('900000'));
    expect(raised.limits[0]).toMatchObject({ amount: '500000', pending: { amount: '900000', appliesAt: new Date(db.clock.now().getTime() + 24 * HOUR).toISOString() } });
    expect((await client.fails('createDeposit', deposit('600000'))).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    db.clock.advance(24 * HOUR);
    expect((await client.ok('protection')).limits[0]).toMatchObject({ amount: '900000', pending: null });
    expect((await client.call('createDeposit', deposit('600000'))).status).toBe(201);
    // Removal is a loosening too; cancelled, the limit stays.
    await client.ok('setDepositLimits', limits(''));
    expect((await client.ok('protection')).limits[0]).toMatchObject({ amount: '900000', pending: { amount: null } });
    const cancelled = await client.ok('cancelPendingChange', { body: { setting: 'daily' } });
    expect(cancelled.limits[0]).toMatchObject({ amount: '900000', pending: null });
  });

  it('a lower limit applies at once and drops a pending raise', async () => {
    const { client } = setup(['signedIn', 'depositLimits']);
    const lowered = await client.ok('setDepositLimits', limits('1800000', '5000000', ''));
    expect(lowered.limits[0]).toMatchObject({ amount: '1800000', pending: null, remaining: '300000' });
  });

  it('refuses a limit that is not whole kip', async () => {
    const { client } = setup(['signedIn']);
    const refused = await client.fails('setDepositLimits', limits('12.5'));
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(refused.error.fields?.[0]?.path).toBe('daily');
  });
});

describe('reality check', () => {
  it('shortening applies at once, lengthening or off after 24 hours', async () => {
    const { client, db } = setup(['signedIn']);
    expect((await client.ok('setRealityCheck', { body: { realityCheckMinutes: '60' } })).realityCheck).toEqual({ minutes: 60, pending: null });
    expect((await client.ok('setRealityCheck', { body: { realityCheckMinutes: '15' } })).realityCheck).toEqual({ minutes: 15, pending: null });
    const off = await client.ok('setRealityCheck', { body: { realityCheckMinutes: 'off' } });
    expect(off.realityCheck).toMatchObject({ minutes: 15, pending: { minutes: null } });
    db.clock.advance(24 * HOUR);
    expect((await client.ok('protection')).realityCheck).toEqual({ minutes: null, pending: null });
  });

  it("counts from the session's start, which a reload does not move", async () => {
    const { api, db } = setup();
    const client = createTestClient({ api });
    await login(client);
    const started = (await client.ok('protection')).sessionStartedAt;
    db.clock.advance(HOUR);
    expect((await client.ok('protection')).sessionStartedAt).toBe(started);
  });
});

describe('a break', () => {
  it('refuses deposits, claims and games with its end; withdrawals, balances and histories still work; it cannot be undone', async () => {
    const { client, db } = setup(['signedIn']);
    const taken = await client.ok('takeBreak', { body: { period: '7d' } });
    const endsAt = new Date(db.clock.now().getTime() + 7 * 24 * HOUR).toISOString();
    expect(taken.restriction).toMatchObject({ kind: 'BREAK', period: '7d', endsAt });
    const refusal = { status: 403, code: 'PLAYER_ON_BREAK', error: { params: { endsAt } } };
    expect(await client.fails('createDeposit', deposit('500000'))).toMatchObject(refusal);
    expect(await client.fails('usePromotion', { body: { promotionId: 'promo-daily-10', providerId: 'gclub_live' } })).toMatchObject(refusal);
    expect(await client.fails('openGame', { body: { provider: 'alphabet' } })).toMatchObject(refusal);
    expect((await client.call('createWithdrawal', { body: { provider: 'gclub', bankAccountId: 'BA000002', credit: '1000' } })).status).toBe(201);
    expect((await client.call('credits')).status).toBe(200);
    expect((await client.call('deposits', { query: {} })).status).toBe(200);
    // A second break while one runs: refused (it would replace or shorten it).
    expect(await client.fails('takeBreak', { body: { period: '24h' } })).toMatchObject(refusal);
    db.clock.advance(7 * 24 * HOUR);
    expect((await client.ok('protection')).restriction).toBeNull();
    expect((await client.call('openGame', { body: { provider: 'alphabet' } })).status).toBe(200);
  });

  it('the seeded player on a break is refused', async () => {
    const { client } = setup([`signedInAs:${LOGINS.resting.username}`]);
    expect((await client.fails('createDeposit', deposit('500000'))).code).toBe('PLAYER_ON_BREAK');
  });
});

describe('self-exclusion', () => {
  it('needs the password and the confirmation', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('selfExclude', { body: { period: '6m', password: 'wrong-password', confirm: true } })).toMatchObject({ status: 422, code: 'PASSWORD_INCORRECT' });
    const unconfirmed = await client.fails('selfExclude', { body: { period: '6m', password: LOGINS.demo.password, confirm: false } as never });
    expect(unconfirmed).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(unconfirmed.error.fields?.[0]).toMatchObject({ path: 'confirm', message: 'validation:confirm.required' });
    expect((await client.ok('protection')).restriction).toBeNull();
  });

  it("ends the player's other sessions, refuses as a break, hides promotions, lets withdrawals through", async () => {
    const { api, db } = setup();
    const here = createTestClient({ api });
    const there = createTestClient({ api });
    await login(here);
    await login(there);
    const excluded = await here.ok('selfExclude', { body: { period: '1y', password: LOGINS.demo.password, confirm: true } });
    expect(excluded.restriction).toMatchObject({ kind: 'SELF_EXCLUSION', period: '1y' });
    expect(Date.parse(excluded.restriction!.endsAt)).toBe(Date.UTC(2026, 2, 14, 2, 30));
    expect(await there.fails('credits')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await here.fails('createDeposit', deposit('500000'))).code).toBe('PLAYER_SELF_EXCLUDED');
    expect((await here.ok('promotions')).promotions).toEqual([]);
    expect((await here.call('createWithdrawal', { body: { provider: 'gclub', bankAccountId: 'BA000002', credit: '1000' } })).status).toBe(201);
    expect((await here.fails('selfExclude', { body: { period: '5y', password: LOGINS.demo.password, confirm: true } })).code).toBe('PLAYER_SELF_EXCLUDED');
    expect(db.sessions.size).toBeGreaterThan(0);
  });

  it('is allowed during a break, which it outlasts', async () => {
    const { client } = setup(['signedIn', 'onBreak']);
    const excluded = await client.ok('selfExclude', { body: { period: '6m', password: LOGINS.demo.password, confirm: true } });
    expect(excluded.restriction?.kind).toBe('SELF_EXCLUSION');
  });
});

describe('activity statement', () => {
  it('12 Lao months, oldest first; totals over 3, 6, 12; paid deposits and paid-out withdrawals only; net', async () => {
    const { client, db } = setup(['signedIn']);
    const s = await client.ok('activityStatement');
    expect(s.months.map((m) => m.month)).toEqual(['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03']);
    const demo = db.players.find((p) => p.username === 'demo')!;
    const settled = db.deposits.filter((d) => d.playerId === demo.id && (d.status === 'SUCCESS' || d.status === 'PAID'));
    const total12 = s.totals.find((t) => t.months === 12)!;
    expect(Number(total12.deposited)).toBe(settled.reduce((sum, d) => sum + Number(d.amount), 0));
    expect(Number(total12.net)).toBe(Number(total12.deposited) - Number(total12.withdrawn));
    expect(s.totals.map((t) => t.months)).toEqual([3, 6, 12]);
    expect(s.session).toMatchObject({ deposited: '0', withdrawn: '0', net: '0' });
  });
});
