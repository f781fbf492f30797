import { quoteWithdrawal, withdrawPromotionFor } from '@dokkham/api/money';
import { describe, expect, it } from 'vitest';
import { setCredit } from '../db/queries';
import { setup } from '../testing/setup';

type Client = ReturnType<typeof setup>['client'];

async function accountId(client: Client) {
  return (await client.ok('bankAccounts')).bankAccounts[0]?.id ?? 'none';
}

async function withdraw(client: Client, provider: 'alphabet' | 'askmebet' | 'gclub' | 'gclub_live', credit: string) {
  return client.call('createWithdrawal', { body: { provider, credit, bankAccountId: await accountId(client) } });
}

const decide = (client: Client, code: string, outcome: string) =>
  client.raw('POST', `/api/__mock/withdrawals/${code}/decide`, { outcome });

describe('create a withdrawal', () => {
  it('opens a withdrawal being checked (201), takes the credit and converts at the buy rate', async () => {
    const { client } = setup(['signedIn']);
    const result = await withdraw(client, 'gclub', '1000');
    expect(result.status).toBe(201);
    if (!result.ok) throw new Error('expected success');
    expect(result.data.withdrawal).toMatchObject({
      status: 'OPEN',
      credit: '1000.00',
      bonusDeducted: '0.00',
      creditReceived: '1000.00',
      creditReturned: '0.00',
      rate: '640',
      amount: '640000',
      currency: 'LAK',
      bankCode: 'BCEL',
      accountNumber: '010120001234567001',
    });
    expect((await client.ok('credit', { params: { provider: 'gclub' } })).credit.amount).toBe('2400.00');
    expect((await client.ok('openWithdrawals')).withdrawals.map((w) => w.code)).toEqual([result.data.withdrawal.code]);
  });

  it('needs a bank account (BANK_ACCOUNT_REQUIRED) and the own account id', async () => {
    const { client } = setup(['newPlayer']);
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '100', bankAccountId: 'BA1' } })).toMatchObject({
      code: 'BANK_ACCOUNT_REQUIRED',
    });
    const demo = setup(['signedIn']).client;
    const { error } = await demo.fails('createWithdrawal', { body: { provider: 'gclub', credit: '100', bankAccountId: 'BA999999' } });
    expect(error.fields).toEqual([{ path: 'bankAccountId', message: 'validation:bank.unknown' }]);
  });

  it('checks credit (CREDIT_INCORRECT, CREDIT_NOT_ENOUGH) and limits (AMOUNT_TOO_LOW / HIGH)', async () => {
    const { client, api } = setup(['signedIn']);
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '0', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'CREDIT_INCORRECT',
    });
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub_live', credit: '100', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'CREDIT_NOT_ENOUGH',
      error: { params: { balance: '12.50' } },
    });
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '50', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      error: { params: { min: '100.00' } },
    });
    const demo = api.db.players.find((p) => p.username === 'demo');
    setCredit(api.db, demo?.id ?? '', 'gclub', '90000');
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '60000', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
      error: { params: { max: '50000.00' } },
    });
  });

  it('refuses more than 2 decimals with VALIDATION_ERROR', async () => {
    const { client } = setup(['signedIn']);
    expect((await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '100.123', bankAccountId: 'x' } })).code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('allows one withdrawal being checked at a time (OPEN_ORDER)', async () => {
    const { client } = setup(['signedIn', 'pendingWithdrawal']);
    expect(await client.fails('createWithdrawal', { body: { provider: 'alphabet', credit: '200', bankAccountId: await accountId(client) } })).toMatchObject({
      status: 409,
      code: 'OPEN_ORDER',
    });
  });
});

describe("a promotion's withdrawal rules (SLOT50 on askmebet: received 2,250, bonus 750)", () => {
  it('requires withdrawing all (WITHDRAW_ALL_REQUIRED)', async () => {
    const { client } = setup(['signedIn', 'promotionInUse']);
    expect(await client.fails('createWithdrawal', { body: { provider: 'askmebet', credit: '5000', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'WITHDRAW_ALL_REQUIRED',
      error: { params: { balance: '8000.00' } },
    });
  });

  it('requires the minimum balance of 200% (WITHDRAW_BELOW_PROMOTION_MIN)', async () => {
    const { client, api } = setup(['signedIn', 'promotionInUse']);
    setCredit(api.db, api.db.defaultPlayerId ?? '', 'askmebet', '4000');
    expect(await client.fails('createWithdrawal', { body: { provider: 'askmebet', credit: '4000', bankAccountId: await accountId(client) } })).toMatchObject({
      code: 'WITHDRAW_BELOW_PROMOTION_MIN',
      error: { params: { min: '4500.00' } },
    });
  });

  it('deducts the bonus and returns what exceeds 300% of the received credit; SUCCESS completes the promotion', async () => {
    const { client, db } = setup(['signedIn', 'promotionInUse']);
    const result = await withdraw(client, 'askmebet', '8000');
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const promotion = db.promotions.find((p) => p.id === 'promo-slot-50');
    if (!promotion) throw new Error('no SLOT50');
    const expected = quoteWithdrawal({
      credit: '8000',
      balance: '8000',
      rates: db.rates,
      limits: { withdrawMinCredit: '100', withdrawMaxCredit: '50000' },
      promotion: { promotion, receivedCredit: '2250', bonusCredit: '750' },
    });
    expect(result.data.withdrawal).toMatchObject({
      bonusDeducted: '750.00',
      creditReceived: '6750.00',
      creditReturned: '500.00',
      amount: '4320000',
    });
    expect(expected.ok && expected.amount).toBe('4320000');
    expect((await client.ok('currentPromotion')).usage?.status).toBe('USED');
    await decide(client, result.data.withdrawal.code, 'SUCCESS');
    expect(await client.ok('currentPromotion')).toEqual({ usage: null, promotion: null });
    expect((await client.ok('usages')).items[0]).toMatchObject({ promotionId: 'promo-slot-50', status: 'SUCCESS' });
  });

  it('does not apply to other providers', async () => {
    const { client } = setup(['signedIn', 'promotionInUse']);
    const result = await withdraw(client, 'gclub', '500');
    expect(result.ok && result.data.withdrawal.bonusDeducted).toBe('0.00');
  });
});

describe('deciding a withdrawal', () => {
  it.each(['REJECTED', 'FAILED'])('%s gives the credit back', async (outcome) => {
    const { client } = setup(['signedIn']);
    const result = await withdraw(client, 'gclub', '1000');
    if (!result.ok) throw new Error('expected success');
    const response = await decide(client, result.data.withdrawal.code, outcome);
    expect(((await response.json()) as { withdrawal: { status: string } }).withdrawal.status).toBe(outcome);
    expect((await client.ok('credit', { params: { provider: 'gclub' } })).credit.amount).toBe('3400.00');
    expect((await client.ok('openWithdrawals')).withdrawals).toEqual([]);
  });

  it('SUCCESS keeps the credit out; deciding twice is ORDER_NOT_OPEN, an unknown code ORDER_NOT_FOUND', async () => {
    const { client } = setup(['signedIn']);
    const result = await withdraw(client, 'gclub', '1000');
    if (!result.ok) throw new Error('expected success');
    expect((await decide(client, result.data.withdrawal.code, 'SUCCESS')).status).toBe(200);
    expect((await client.ok('credit', { params: { provider: 'gclub' } })).credit.amount).toBe('2400.00');
    const twice = await decide(client, result.data.withdrawal.code, 'REJECTED');
    expect([twice.status, ((await twice.json()) as { code: string }).code]).toEqual([409, 'ORDER_NOT_OPEN']);
    expect((await decide(client, 'WD0', 'SUCCESS')).status).toBe(404);
  });

  it('auto-decides after N seconds when asked', async () => {
    const { client, api } = setup(['signedIn'], { autoDecideSeconds: 0.05 });
    const result = await withdraw(client, 'gclub', '1000');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(result.ok && api.db.withdrawals.find((w) => w.code === result.data.withdrawal.code)?.status).toBe('SUCCESS');
    api.dispose();
  });
});

describe('withdrawal history', () => {
  it('is paged, newest first, and starts with a new withdrawal', async () => {
    const { client } = setup(['signedIn']);
    const result = await withdraw(client, 'gclub', '1000');
    const page = await client.ok('withdrawals', { query: { page: 1, pageSize: 20 } });
    expect(page.total).toBeGreaterThanOrEqual(61);
    expect(page.items[0]?.code).toBe(result.ok ? result.data.withdrawal.code : '');
    const dates = page.items.map((w) => w.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("the app's breakdown (money module over the api's answers) is what the mock withdraws", () => {
  // What the withdraw form computes before the player confirms, from the same answers it loads.
  async function preview(client: Client, provider: 'askmebet' | 'gclub', credit: string) {
    const [credits, current, rates, agency] = await Promise.all([
      client.ok('credits'),
      client.ok('currentPromotion'),
      client.ok('exchangeRates'),
      client.ok('agencyInfo'),
    ]);
    return quoteWithdrawal({
      credit,
      balance: credits.credits.find((c) => c.provider === provider)?.credit.amount ?? '0',
      rates: rates.rates,
      limits: agency.settings,
      promotion: withdrawPromotionFor(current.usage, current.promotion, provider),
    });
  }

  it.each([
    ['no promotion, whole credit', ['signedIn'], 'gclub', '1000'],
    ['no promotion, cents', ['signedIn'], 'gclub', '123.45'],
    ['SLOT50: all, bonus deducted, excess returned', ['signedIn', 'promotionInUse'], 'askmebet', '8000'],
    ['SLOT50 on another provider: no rules', ['signedIn', 'promotionInUse'], 'gclub', '500'],
  ] as const)('%s', async (_, scenarios, provider, credit) => {
    const { client } = setup([...scenarios]);
    const quote = await preview(client, provider, credit);
    if (!quote.ok) throw new Error(quote.code);
    const result = await withdraw(client, provider, credit);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { ok: _ok, ...numbers } = quote;
    expect(result.data.withdrawal).toMatchObject(numbers);
  });

  it.each([
    ['withdraw all', 'askmebet', '5000', 'WITHDRAW_ALL_REQUIRED'],
    ['over the credit', 'gclub', '999999', 'CREDIT_NOT_ENOUGH'],
  ] as const)('refusals agree: %s', async (_, provider, credit, code) => {
    const { client } = setup(['signedIn', 'promotionInUse']);
    const quote = await preview(client, provider, credit);
    expect(quote).toMatchObject({ ok: false, code });
    expect(await client.fails('createWithdrawal', { body: { provider, credit, bankAccountId: await accountId(client) } })).toMatchObject({ code });
  });
});

describe('withdrawal history filters', () => {
  it('filters by status and Lao calendar days', async () => {
    const { client } = setup(['signedIn']);
    const rejected = await client.ok('withdrawals', { query: { status: 'REJECTED', pageSize: 100 } });
    expect(rejected.total).toBeGreaterThan(0);
    expect(rejected.items.every((w) => w.status === 'REJECTED')).toBe(true);
    const none = await client.ok('withdrawals', { query: { from: '2001-01-01', to: '2001-01-31' } });
    expect(none.total).toBe(0);
  });
});

describe('the ordersFail fault', () => {
  it('refuses a valid withdrawal with 502 WITHDRAW_FAILED and takes no credit', async () => {
    const { client } = setup(['signedIn', 'ordersFail']);
    const before = (await client.ok('credit', { params: { provider: 'gclub' } })).credit.amount;
    const result = await withdraw(client, 'gclub', '1000');
    expect(result.ok).toBe(false);
    if (result.ok) throw new Error('expected a failure');
    expect([result.status, result.error.code]).toEqual([502, 'WITHDRAW_FAILED']);
    expect((await client.ok('credit', { params: { provider: 'gclub' } })).credit.amount).toBe(before);
    expect((await client.ok('openWithdrawals')).withdrawals).toHaveLength(0);
  });
});
