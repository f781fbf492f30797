import { describe, expect, it } from 'vitest';
import { setup } from '../testing/setup';
import { isSimulatedAccount } from './account';

const account = (overrides: Record<string, string> = {}) => ({
  body: {
    bankCode: 'LDB',
    accountNumber: '0302000118273645',
    accountName: 'Noy Vongsa',
    currency: 'LAK',
    owner: 'SELF',
    ...overrides,
  },
});

describe('agency info', () => {
  it('answers the agency without a session', async () => {
    const { client } = setup();
    expect((await client.ok('agencyInfo')).social.whatsapp).toMatch(/^https:\/\/wa\.me\//);
  });

  it('answers 404 AGENCY_NOT_FOUND under agency404', async () => {
    const { client } = setup(['agency404']);
    expect(await client.fails('agencyInfo')).toMatchObject({ status: 404, code: 'AGENCY_NOT_FOUND' });
  });
});

describe('credits', () => {
  it("answers a provider's credit and the total in THB", async () => {
    const { client } = setup(['signedIn']);
    expect(await client.ok('credit', { params: { provider: 'gclub' } })).toEqual({
      provider: 'gclub',
      credit: { amount: '3400.00', currency: 'THB' },
    });
    const all = await client.ok('credits');
    expect(all.credits.map((c) => c.provider)).toEqual(['alphabet', 'askmebet', 'gclub', 'gclub_live']);
    expect(all.total).toEqual({ amount: '5483.00', currency: 'THB' });
  });

  it('refuses an unknown provider with VALIDATION_ERROR', async () => {
    const { client } = setup(['signedIn']);
    const { status, error } = await client.fails('credit', { params: { provider: 'pgsoft' as 'gclub' } });
    expect(status).toBe(400);
    expect(error.fields?.[0]?.path).toBe('provider');
  });
});

describe('payment settings', () => {
  it('lists payment methods, banks and rates without a session', async () => {
    const { client } = setup();
    expect((await client.ok('paymentMethods')).paymentMethods.length).toBeGreaterThan(4);
    expect((await client.ok('banks')).banks.some((b) => b.type === 'WALLET')).toBe(true);
    expect((await client.ok('exchangeRates')).rates).toContainEqual({ currency: 'THB', buy: '640', sell: '680' });
  });
});

describe('simulated account numbers', () => {
  it.each(['0000000000', '1111111111111', '1234567890', '9876543210', '7890123456', '0123456789012'])('%s is simulated', (n) =>
    expect(isSimulatedAccount(n)).toBe(true),
  );
  it.each(['010120001234567001', '0302000118273645', '1234567891', '1122334455'])('%s is a real-looking number', (n) =>
    expect(isSimulatedAccount(n)).toBe(false),
  );
});

describe('bank accounts', () => {
  it('adds the one LAK account (201) and lists it', async () => {
    const { client } = setup(['newPlayer']);
    const { bankAccount } = await client.ok('addBankAccount', account());
    expect(bankAccount).toMatchObject({ bankCode: 'LDB', bankName: 'Lao Development Bank', accountName: 'NOY VONGSA', currency: 'LAK' });
    expect((await client.ok('bankAccounts')).bankAccounts).toEqual([bankAccount]);
    expect((await client.ok('playerInfo')).bankAccounts).toEqual([bankAccount]);
  });

  it('allows one account per player (BANK_ACCOUNT_EXISTS)', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('addBankAccount', account())).toMatchObject({ status: 409, code: 'BANK_ACCOUNT_EXISTS' });
  });

  it("refuses another player's account (ACCOUNT_IN_USED)", async () => {
    const { client } = setup(['newPlayer']);
    // The blocked player's seeded LDB account.
    expect(await client.fails('addBankAccount', account({ accountNumber: '0301000456789123' }))).toMatchObject({
      status: 409,
      code: 'ACCOUNT_IN_USED',
    });
  });

  it.each([
    ['a wallet', { bankCode: 'UMONEY' }, 'WALLET_NOT_ALLOWED'],
    ['an unknown bank', { bankCode: 'KBANK' }, 'BANK_NOT_FOUND'],
    ['a THB account', { currency: 'THB' }, 'CURRENCY_NOT_ALLOWED'],
    ['a simulated number', { accountNumber: '1234567890' }, 'ACCOUNT_NOT_FOUND'],
    ['all equal digits', { accountNumber: '5555555555' }, 'ACCOUNT_NOT_FOUND'],
  ])('refuses %s', async (_, overrides, code) => {
    const { client } = setup(['newPlayer']);
    expect(await client.fails('addBankAccount', account(overrides))).toMatchObject({ status: 422, code });
    expect((await client.ok('bankAccounts')).bankAccounts).toEqual([]);
  });

  it('refuses a bad form with VALIDATION_ERROR fields', async () => {
    const { client } = setup(['newPlayer']);
    const { error } = await client.fails('addBankAccount', account({ accountNumber: '12ab', accountName: ' ' }));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields?.map((f) => f.path)).toEqual(expect.arrayContaining(['accountNumber', 'accountName']));
  });

  it('needs a session (401)', async () => {
    const { client } = setup();
    expect(await client.fails('addBankAccount', account())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
