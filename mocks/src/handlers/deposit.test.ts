import { add, depositCredit, toCurrency } from '@dokkham/api/money';
import { describe, expect, it } from 'vitest';
import { parseEmv, verifyCrc } from '../qr/emvco';
import { setup } from '../testing/setup';

const BCEL = 'MID-BCEL-0001';
const deposit = (amount: string, provider = 'alphabet', mid = BCEL) => ({ body: { provider, mid, amount } }) as const;

async function credit(client: ReturnType<typeof setup>['client'], provider: 'alphabet' | 'askmebet' | 'gclub' | 'gclub_live') {
  return (await client.ok('credit', { params: { provider } })).credit.amount;
}

describe('create a deposit', () => {
  it('opens an order (201) with the credit money.ts computes and the QR expiry', async () => {
    const { client, db } = setup(['signedIn']);
    const result = await client.call('createDeposit', deposit('500000'));
    expect(result.status).toBe(201);
    if (!result.ok) throw new Error('expected success');
    const { order } = result.data;
    const expected = depositCredit('500000', db.rates);
    expect(order).toMatchObject({ status: 'OPEN', amount: '500000', currency: 'LAK', rate: '680', credit: expected?.credit });
    expect(order.credit).toBe('735.29');
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(600_000);
    expect((await client.ok('openDeposits')).orders.map((o) => o.code)).toEqual([order.code]);
  });

  it('needs a bank account (BANK_ACCOUNT_REQUIRED)', async () => {
    const { client } = setup(['newPlayer']);
    expect(await client.fails('createDeposit', deposit('500000'))).toMatchObject({ status: 422, code: 'BANK_ACCOUNT_REQUIRED' });
  });

  it('needs an enabled MID (PAYMENT_METHOD_DISABLED) that exists (VALIDATION_ERROR)', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('createDeposit', deposit('500000', 'alphabet', 'MID-JDB-0003'))).toMatchObject({
      code: 'PAYMENT_METHOD_DISABLED',
    });
    const unknown = await client.fails('createDeposit', deposit('500000', 'alphabet', 'MID-NOPE'));
    expect(unknown.error.fields).toEqual([{ path: 'mid', message: 'validation:mid.unknown' }]);
  });

  it("keeps the amount within the method's limits (AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH with the limit)", async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('createDeposit', deposit('50000', 'alphabet', 'MID-LDB-0007'))).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      error: { params: { min: '100000' } },
    });
    expect(await client.fails('createDeposit', deposit('60000000'))).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
      error: { params: { max: '50000000' } },
    });
  });

  it('refuses a provider that does not exist and an amount that is not whole kip', async () => {
    const { client } = setup(['signedIn']);
    expect((await client.fails('createDeposit', deposit('500000', 'pgsoft'))).code).toBe('VALIDATION_ERROR');
    expect((await client.fails('createDeposit', deposit('500000.5'))).code).toBe('VALIDATION_ERROR');
  });

  it('refuses without a THB rate (503 RATE_UNAVAILABLE), withdrawals too', async () => {
    const { client, db } = setup(['signedIn']);
    db.rates = db.rates.filter((r) => r.currency !== 'THB');
    expect(await client.fails('createDeposit', deposit('500000'))).toMatchObject({ status: 503, code: 'RATE_UNAVAILABLE' });
    const bankAccountId = (await client.ok('bankAccounts')).bankAccounts[0]?.id ?? '';
    expect(await client.fails('createWithdrawal', { body: { provider: 'gclub', credit: '500', bankAccountId } })).toMatchObject({
      code: 'RATE_UNAVAILABLE',
    });
  });

  it('allows one open order at a time (OPEN_ORDER), PAID included', async () => {
    const { client } = setup(['signedIn', 'paidOrder']);
    expect(await client.fails('createDeposit', deposit('500000'))).toMatchObject({ status: 409, code: 'OPEN_ORDER' });
  });
});

describe('deposits under a promotion', () => {
  it('adds the bonus of the ACTIVE promotion and marks the usage USED once credited', async () => {
    const { client } = setup(['signedIn', 'promotionClaimed']); // DAILY10 on gclub_live, credit 12.50
    const { order } = await client.ok('createDeposit', deposit('1360000', 'gclub_live'));
    expect(order).toMatchObject({ credit: '2000.00', promotionCredit: '200.00', totalCredit: '2200.00' });
    await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`, { outcome: 'SUCCESS' });
    expect(await credit(client, 'gclub_live')).toBe('2212.50');
    const { usage } = await client.ok('currentPromotion');
    expect(usage).toMatchObject({ status: 'USED', depositCode: order.code, depositCredit: '2000.00', bonusCredit: '200.00' });
  });

  it('needs the credit below the threshold (PROMOTION_CREDIT_USED with the threshold)', async () => {
    const { client } = setup(['signedIn', 'promotionInUse']); // SLOT50 USED on askmebet, credit 8000
    expect(await client.fails('createDeposit', deposit('500000', 'askmebet'))).toMatchObject({
      code: 'PROMOTION_CREDIT_USED',
      error: { params: { threshold: '30.00' } },
    });
    // Another provider is not governed by the promotion.
    await client.ok('createDeposit', deposit('500000', 'gclub'));
  });

  it("needs the promotion's set amount (AMOUNT_MUST_EQUAL_PROMOTION)", async () => {
    const { client } = setup(['newPlayer']);
    await client.ok('addBankAccount', {
      body: { bankCode: 'BCEL', accountNumber: '010120009988776001', accountName: 'Noy', currency: 'LAK', owner: 'SELF' },
    });
    await client.ok('usePromotion', { body: { promotionId: 'promo-fixed-300', providerId: 'askmebet' } });
    expect(await client.fails('createDeposit', deposit('500000', 'askmebet'))).toMatchObject({
      code: 'AMOUNT_MUST_EQUAL_PROMOTION',
      error: { params: { amount: '680000' } },
    });
    const { order } = await client.ok('createDeposit', deposit('680000', 'askmebet'));
    expect(order).toMatchObject({ credit: '1000.00', promotionCredit: '300.00', totalCredit: '1300.00' });
  });
});

describe('paying an order', () => {
  it('OPEN -> PAID -> SUCCESS: the credit grows by LAK / sell rate', async () => {
    const { client } = setup(['signedIn']);
    const before = await credit(client, 'gclub');
    const { order } = await client.ok('createDeposit', deposit('680000', 'gclub'));
    expect(await client.fails('recheckDeposit', { params: { code: order.code } })).toMatchObject({
      status: 409,
      code: 'ORDER_NOT_PAID',
    });
    const paid = await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`, { outcome: 'PAID' });
    expect(((await paid.json()) as { order: { status: string } }).order.status).toBe('PAID');
    expect(await credit(client, 'gclub')).toBe(before);
    const { order: settled } = await client.ok('recheckDeposit', { params: { code: order.code } });
    expect(settled.status).toBe('SUCCESS');
    expect(settled.paidAt).not.toBeNull();
    // 680,000 kip / 680 = 1,000 credit.
    expect(await credit(client, 'gclub')).toBe(toCurrency(add(before, '1000'), 'THB'));
    expect(await credit(client, 'gclub')).toBe('4400.00');
    expect((await client.ok('openDeposits')).orders).toEqual([]);
  });

  it.each(['FAILED', 'REJECTED'] as const)('PAID -> %s credits nothing', async (outcome) => {
    const { client } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit('680000', 'gclub'));
    const response = await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`, { outcome });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: { status: string } }).order.status).toBe(outcome);
    expect(await credit(client, 'gclub')).toBe('3400.00');
  });

  it('OPEN -> CANCELED by the player; then ORDER_NOT_OPEN', async () => {
    const { client } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit('500000'));
    expect((await client.ok('cancelDeposit', { params: { code: order.code } })).order.status).toBe('CANCELED');
    expect(await client.fails('cancelDeposit', { params: { code: order.code } })).toMatchObject({ status: 409, code: 'ORDER_NOT_OPEN' });
    expect((await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`)).status).toBe(409);
  });

  it("does not show another player's order (ORDER_NOT_FOUND)", async () => {
    const { client, api } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit('500000'));
    api.db.defaultPlayerId = api.db.players.find((p) => p.username === 'blocked')?.id ?? null;
    expect(await client.fails('depositQr', { params: { code: order.code } })).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(await client.fails('cancelDeposit', { params: { code: 'DP0000' } })).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('auto-pays after N seconds when asked (demos)', async () => {
    const { client, api } = setup(['signedIn'], { autoPaySeconds: 0.05 });
    const { order } = await client.ok('createDeposit', deposit('680000', 'alphabet'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.db.deposits.find((d) => d.code === order.code)?.status).toBe('SUCCESS');
    expect(await credit(client, 'alphabet')).toBe('2250.50');
    api.dispose();
  });
});

describe('the Lao QR of an order', () => {
  it('is an EMVCo payload with the amount, a valid CRC and the server expiry', async () => {
    const { client, db } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit('500000'));
    const qr = await client.ok('depositQr', { params: { code: order.code } });
    expect(verifyCrc(qr.payload)).toBe(true);
    const fields = Object.fromEntries(parseEmv(qr.payload).map((f) => [f.tag, f.value]));
    expect(fields['54']).toBe('500000');
    expect(fields['53']).toBe('418');
    expect(fields['62']).toContain(order.code);
    expect(qr).toMatchObject({ code: order.code, expiresAt: order.expiresAt, serverTime: db.clock.iso(), status: 'OPEN' });
  });

  it('expires: QR_EXPIRED (410), the order is CANCELED and kept in the history, a new one may be made', async () => {
    const { client, db } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', deposit('500000'));
    db.clock.advance(600_000);
    expect(await client.fails('depositQr', { params: { code: order.code } })).toMatchObject({ status: 410, code: 'QR_EXPIRED' });
    const history = await client.ok('deposits', { query: { page: 1, pageSize: 5 } });
    expect(history.items[0]).toMatchObject({ code: order.code, status: 'CANCELED' });
    expect((await client.ok('openDeposits')).orders).toEqual([]);
    await client.ok('createDeposit', deposit('500000'));
  });

  it('is only for OPEN orders (ORDER_NOT_OPEN)', async () => {
    const { client } = setup(['signedIn', 'paidOrder']);
    const [paid] = (await client.ok('openDeposits')).orders;
    expect(await client.fails('depositQr', { params: { code: paid?.code ?? '' } })).toMatchObject({ code: 'ORDER_NOT_OPEN' });
  });
});

describe('deposit history', () => {
  it('is paged, newest first', async () => {
    const { client } = setup(['signedIn']);
    const first = await client.ok('deposits', { query: { page: 1, pageSize: 10 } });
    const second = await client.ok('deposits', { query: { page: 2, pageSize: 10 } });
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    expect(first.items).toHaveLength(10);
    const dates = [...first.items, ...second.items].map((d) => d.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(second.items[0]?.code).not.toBe(first.items[9]?.code);
    // The defaults are page 1 of 10.
    expect((await client.ok('deposits')).items.map((d) => d.code)).toEqual(first.items.map((d) => d.code));
  });

  it('filters by status and by Lao calendar days (from and to both included), then pages', async () => {
    const { client } = setup(['signedIn']);
    const all = (await client.ok('deposits', { query: { page: 1, pageSize: 100 } })).items;
    const success = await client.ok('deposits', { query: { page: 1, pageSize: 100, status: 'SUCCESS' } });
    expect(success.items.length).toBeGreaterThan(0);
    expect(success.items.every((d) => d.status === 'SUCCESS')).toBe(true);
    expect(success.total).toBe(all.filter((d) => d.status === 'SUCCESS').length);
    // A day in Vientiane (UTC+7): an order at 20:00 UTC belongs to the next Lao day.
    const laoDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
    const day = laoDay(all[5]!.createdAt);
    const sameDay = all.filter((d) => laoDay(d.createdAt) === day).map((d) => d.code);
    const oneDay = await client.ok('deposits', { query: { from: day, to: day, pageSize: 100 } });
    expect(oneDay.items.map((d) => d.code)).toEqual(sameDay);
    const since = await client.ok('deposits', { query: { from: day, pageSize: 100 } });
    expect(since.items.map((d) => d.code)).toEqual(all.filter((d) => laoDay(d.createdAt) >= day).map((d) => d.code));
    const paged = await client.ok('deposits', { query: { status: 'SUCCESS', page: 2, pageSize: 5 } });
    expect(paged.totalPages).toBe(Math.ceil(success.total / 5));
    expect(paged.items.map((d) => d.code)).toEqual(success.items.slice(5, 10).map((d) => d.code));
  });

  it('refuses an unknown status filter and a date that is not YYYY-MM-DD', async () => {
    const { client } = setup(['signedIn']);
    const fails = (query: Record<string, string>) => client.raw('GET', `/api/v2/deposits?${new URLSearchParams(query)}`);
    expect((await fails({ status: 'LOST' })).status).toBe(400);
    expect((await fails({ from: '01/11/2026' })).status).toBe(400);
  });

  it('refuses a page size above the maximum', async () => {
    const { client } = setup(['signedIn']);
    expect((await client.fails('deposits', { query: { page: 1, pageSize: 1000 } })).error.fields?.[0]?.path).toBe('pageSize');
  });
});

describe('Idempotency-Key', () => {
  it('answers the first answer again for the same key and payload, without a second order', async () => {
    const { client, db } = setup(['signedIn']);
    const count = db.deposits.length;
    const first = await client.call('createDeposit', { ...deposit('500000'), idempotencyKey: 'intent-1' });
    const again = await client.call('createDeposit', { ...deposit('500000'), idempotencyKey: 'intent-1' });
    expect(again.status).toBe(first.status);
    expect(again.ok && first.ok && again.data).toEqual(first.ok && first.data);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(db.deposits.length).toBe(count + 1);
  });

  it('refuses the same key with another payload (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const { client } = setup(['signedIn']);
    await client.ok('createDeposit', { ...deposit('500000'), idempotencyKey: 'intent-2' });
    expect(await client.fails('createDeposit', { ...deposit('600000'), idempotencyKey: 'intent-2' })).toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('needs the key (400 VALIDATION_ERROR)', async () => {
    const { client } = setup(['signedIn']);
    const { status, error } = await client.fails('createDeposit', { ...deposit('500000'), idempotencyKey: null });
    expect(status).toBe(400);
    expect(error.fields).toEqual([{ path: 'Idempotency-Key', message: 'validation:idempotencyKey.required' }]);
  });

  it('does not remember refusals: once the cause is gone the same key and payload go through', async () => {
    const { client } = setup(['signedIn', 'openOrder']);
    expect((await client.fails('createDeposit', { ...deposit('500000'), idempotencyKey: 'k' })).code).toBe('OPEN_ORDER');
    const [open] = (await client.ok('openDeposits')).orders;
    await client.ok('cancelDeposit', { params: { code: open?.code ?? '' } });
    expect((await client.call('createDeposit', { ...deposit('500000'), idempotencyKey: 'k' })).status).toBe(201);
  });

  it('is scoped per player', async () => {
    const { client, api } = setup(['signedIn']);
    await client.ok('createDeposit', { ...deposit('500000'), idempotencyKey: 'shared' });
    api.db.defaultPlayerId = api.db.players.find((p) => p.username === 'blocked')?.id ?? null;
    const { order } = await client.ok('createDeposit', { ...deposit('600000'), idempotencyKey: 'shared' });
    expect(order.amount).toBe('600000');
  });
});

describe('the ordersFail fault', () => {
  it('refuses a valid deposit with 502 DEPOSIT_FAILED and creates nothing', async () => {
    const { client } = setup(['signedIn', 'ordersFail']);
    const before = (await client.ok('openDeposits')).orders.length;
    expect(await client.fails('createDeposit', deposit('500000'))).toMatchObject({ status: 502, code: 'DEPOSIT_FAILED' });
    expect((await client.ok('openDeposits')).orders).toHaveLength(before);
  });

  it('still answers the business rules first (an amount below the limit is AMOUNT_TOO_LOW)', async () => {
    const { client } = setup(['signedIn', 'ordersFail']);
    expect(await client.fails('createDeposit', deposit('1'))).toMatchObject({ code: 'AMOUNT_TOO_LOW' });
  });
});
