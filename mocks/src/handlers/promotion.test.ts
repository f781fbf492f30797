import { describe, expect, it } from 'vitest';
import { setCredit } from '../db/queries';
import { PROMO } from '../db/seed/promotions';
import { setup } from '../testing/setup';

const use = (promotionId: string, providerId = 'gclub_live') => ({ body: { promotionId, providerId } }) as const;

describe('promotions', () => {
  it('are listed without a session', async () => {
    const { client } = setup();
    const { promotions } = await client.ok('promotions');
    expect(promotions.map((p) => p.id)).toEqual(Object.values(PROMO));
  });
});

describe('claiming a promotion', () => {
  it('claims (201): the usage is ACTIVE and is the promotion in use', async () => {
    const { client } = setup(['signedIn']);
    const result = await client.call('usePromotion', use(PROMO.daily));
    expect(result.status).toBe(201);
    if (!result.ok) throw new Error('expected success');
    expect(result.data.usage).toMatchObject({ promotionId: PROMO.daily, provider: 'gclub_live', status: 'ACTIVE', depositCode: null });
    const current = await client.ok('currentPromotion');
    expect(current.usage?.usageId).toBe(result.data.usage.usageId);
    expect(current.promotion?.id).toBe(PROMO.daily);
    expect((await client.ok('usages')).items[0]?.usageId).toBe(result.data.usage.usageId);
  });

  it('needs a bank account (BANK_ACCOUNT_REQUIRED)', async () => {
    const { client } = setup(['newPlayer']);
    expect(await client.fails('usePromotion', use(PROMO.welcome))).toMatchObject({ code: 'BANK_ACCOUNT_REQUIRED' });
  });

  it('refuses a blocked player (user_blocked, 403); the blacklist says so', async () => {
    const { client } = setup(['blockedPlayer']);
    expect(await client.fails('usePromotion', use(PROMO.daily))).toMatchObject({ status: 403, code: 'user_blocked' });
    expect(await client.ok('blacklist')).toEqual({ blocked: true });
    expect(await setup(['signedIn']).client.ok('blacklist')).toEqual({ blocked: false });
  });

  it('refuses unknown (PROMOTION_NOT_FOUND) and inactive (PROMOTION_INACTIVE) promotions', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('usePromotion', use('promo-nope'))).toMatchObject({ status: 404, code: 'PROMOTION_NOT_FOUND' });
    expect(await client.fails('usePromotion', use(PROMO.songkran))).toMatchObject({ code: 'PROMOTION_INACTIVE' });
  });

  it('refuses a provider the promotion does not cover (PROMOTION_PROVIDER_NOT_ALLOWED)', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('usePromotion', use(PROMO.live, 'alphabet'))).toMatchObject({
      code: 'PROMOTION_PROVIDER_NOT_ALLOWED',
      error: { params: { provider: 'alphabet' } },
    });
  });

  it('refuses a claim the deposit would then refuse: the credit not below the threshold (PROMOTION_CREDIT_TOO_HIGH); nothing is created', async () => {
    const { client, api } = setup(['signedIn']);
    // demo's askmebet credit is 820; DAILY10's threshold is 20.
    expect(await client.fails('usePromotion', use(PROMO.daily, 'askmebet'))).toMatchObject({
      status: 422,
      code: 'PROMOTION_CREDIT_TOO_HIGH',
      error: { params: { threshold: '20.00', credit: '820.00', provider: 'askmebet' } },
    });
    expect((await client.ok('currentPromotion')).usage).toBeNull();
    // Just below the threshold, the same claim is made.
    setCredit(api.db, api.db.defaultPlayerId ?? '', 'askmebet', '19.99');
    expect((await client.ok('usePromotion', use(PROMO.daily, 'askmebet'))).usage.status).toBe('ACTIVE');
  });

  it('allows one promotion in use at a time (PROMOTION_USAGE)', async () => {
    const { client } = setup(['signedIn', 'promotionClaimed']);
    expect(await client.fails('usePromotion', use(PROMO.live, 'gclub'))).toMatchObject({ status: 409, code: 'PROMOTION_USAGE' });
  });

  it('is blocked by an open deposit order (CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN)', async () => {
    const { client } = setup(['signedIn', 'openOrder']);
    expect(await client.fails('usePromotion', use(PROMO.daily))).toMatchObject({ code: 'CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN' });
  });

  it('keeps first-order promotions for the first order (PROMOTION_ONLY_FOR_FIRST_ORDER)', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('usePromotion', use(PROMO.welcome))).toMatchObject({ code: 'PROMOTION_ONLY_FOR_FIRST_ORDER' });
    const newbie = setup(['newPlayer']).client;
    await newbie.ok('addBankAccount', {
      body: { bankCode: 'APB', accountNumber: '2001004455667788', accountName: 'Noy', currency: 'LAK', owner: 'SELF' },
    });
    expect((await newbie.ok('usePromotion', use(PROMO.welcome))).usage.status).toBe('ACTIVE');
  });

  it('refuses a one-time promotion already used: on that provider PROMOTION_ALREADY_USED, else PROMOTION_PROVIDER_USED', async () => {
    const { client } = setup(['signedIn']); // demo completed FIX300 on gclub
    expect(await client.fails('usePromotion', use(PROMO.fixed, 'gclub'))).toMatchObject({ code: 'PROMOTION_ALREADY_USED' });
    expect(await client.fails('usePromotion', use(PROMO.fixed, 'askmebet'))).toMatchObject({
      code: 'PROMOTION_PROVIDER_USED',
      error: { params: { provider: 'gclub' } },
    });
  });

  it('honours the Idempotency-Key: the same intent claims once', async () => {
    const { client, db } = setup(['signedIn']);
    const count = db.usages.length;
    const first = await client.ok('usePromotion', { ...use(PROMO.daily), idempotencyKey: 'claim-1' });
    const again = await client.ok('usePromotion', { ...use(PROMO.daily), idempotencyKey: 'claim-1' });
    expect(again).toEqual(first);
    expect(db.usages.length).toBe(count + 1);
    expect(await client.fails('usePromotion', { ...use(PROMO.slot, 'alphabet'), idempotencyKey: 'claim-1' })).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });
});

describe('cancelling a usage', () => {
  it('cancels an ACTIVE usage before its deposit; then USAGE_NOT_CANCELABLE', async () => {
    const { client } = setup(['signedIn', 'promotionClaimed']);
    const usageId = (await client.ok('currentPromotion')).usage?.usageId ?? '';
    expect((await client.ok('cancelUsage', { body: { usageId } })).usage.status).toBe('CANCELED');
    expect(await client.ok('currentPromotion')).toEqual({ usage: null, promotion: null });
    expect(await client.fails('cancelUsage', { body: { usageId } })).toMatchObject({ status: 409, code: 'USAGE_NOT_CANCELABLE' });
  });

  it('refuses once a deposit was placed under it, or once it is USED', async () => {
    const { client } = setup(['signedIn', 'promotionClaimed']);
    const usageId = (await client.ok('currentPromotion')).usage?.usageId ?? '';
    await client.ok('createDeposit', { body: { provider: 'gclub_live', mid: 'MID-BCEL-0001', amount: '500000' } });
    expect(await client.fails('cancelUsage', { body: { usageId } })).toMatchObject({ code: 'USAGE_NOT_CANCELABLE' });
    const used = setup(['signedIn', 'promotionInUse']).client;
    const usedId = (await used.ok('currentPromotion')).usage?.usageId ?? '';
    expect(await used.fails('cancelUsage', { body: { usageId: usedId } })).toMatchObject({ code: 'USAGE_NOT_CANCELABLE' });
  });

  it("does not find another player's usage (USAGE_NOT_FOUND)", async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('cancelUsage', { body: { usageId: 'US999999' } })).toMatchObject({ status: 404, code: 'USAGE_NOT_FOUND' });
  });
});

describe('rechecking the usage in use', () => {
  it('keeps a USED usage while the credit is at or above the threshold, ends it (SUCCESS) below', async () => {
    const { client, api } = setup(['signedIn', 'promotionInUse']);
    expect((await client.ok('recheckUsage')).usage?.status).toBe('USED');
    setCredit(api.db, api.db.defaultPlayerId ?? '', 'askmebet', '29.99');
    expect(await client.ok('recheckUsage')).toEqual({ usage: null, promotion: null });
    expect((await client.ok('usages')).items[0]).toMatchObject({ promotionId: PROMO.slot, status: 'SUCCESS' });
  });

  it('ends an ACTIVE usage whose promotion stopped (INACTIVE)', async () => {
    const { client, api } = setup(['signedIn', 'promotionClaimed']);
    const daily = api.db.promotions.find((p) => p.id === PROMO.daily);
    if (daily) daily.isActive = false;
    expect(await client.ok('recheckUsage')).toEqual({ usage: null, promotion: null });
    expect((await client.ok('usages')).items[0]?.status).toBe('INACTIVE');
  });
});

describe('usage history', () => {
  it('is paged, newest first', async () => {
    const { client } = setup(['signedIn']);
    const page = await client.ok('usages', { query: { page: 3, pageSize: 10 } });
    expect(page).toMatchObject({ page: 3, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(60);
    const dates = page.items.map((u) => u.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await client.ok('usages', { query: { page: 99 } });
    expect(beyond.items).toEqual([]);
  });
});
