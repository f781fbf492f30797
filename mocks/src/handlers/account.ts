import { PROVIDERS } from '@dokkham/api/values';
import { sum, toCurrency } from '@dokkham/api/money';
import { bankAccountOf, creditsOf, ids, nextSeq } from '../db/queries';
import { ApiFailure, fail } from './errors';
import type { Routes } from './types';
import { accountView } from './views';

/**
 * Accounts a bank would not recognise, as the agency's bank check answers them: every digit the
 * same (0000000000) or a run (1234567890, 9876543210, wrapping past 9/0).
 */
export function isSimulatedAccount(number: string): boolean {
  const digits = [...number].map(Number);
  if (digits.length < 2) return false;
  const step = (i: number) => ((digits[i + 1] as number) - (digits[i] as number) + 10) % 10;
  const first = step(0);
  if (first !== 0 && first !== 1 && first !== 9) return false;
  return digits.slice(0, -1).every((_, i) => step(i) === first);
}

export const agencyRoutes = {
  agencyInfo: {
    options: { exemptFromServerErrors: true },
    resolve: ({ db }) => db.agency ?? fail('AGENCY_NOT_FOUND'),
  },
} satisfies Partial<Routes>;

export const creditRoutes = {
  credit: ({ me, db, params }) => ({
    provider: params.provider,
    credit: { amount: creditsOf(db, me().id)[params.provider], currency: 'THB' },
  }),

  credits: ({ me, db }) => {
    const credits = creditsOf(db, me().id);
    return {
      credits: PROVIDERS.map((provider) => ({ provider, credit: { amount: credits[provider], currency: 'THB' as const } })),
      total: { amount: toCurrency(sum(PROVIDERS.map((p) => credits[p])), 'THB'), currency: 'THB' },
    };
  },
} satisfies Partial<Routes>;

export const bankRoutes = {
  banks: ({ db }) => ({ banks: db.banks }),

  bankAccounts: ({ me, db }) => ({
    bankAccounts: db.bankAccounts.filter((a) => a.playerId === me().id).map(accountView),
  }),

  addBankAccount: {
    options: {
      // The schema already says "only LAK" (for the form); the backend answers it with its code.
      mapValidation: (fields) =>
        fields.length > 0 && fields.every((f) => f.path === 'currency' && f.message === 'validation:currency.onlyLak')
          ? new ApiFailure('CURRENCY_NOT_ALLOWED', undefined, fields)
          : undefined,
    },
    resolve: ({ me, db, body }) => {
      const player = me();
      if (bankAccountOf(db, player.id)) fail('BANK_ACCOUNT_EXISTS');
      const bank = db.banks.find((b) => b.code === body.bankCode);
      if (!bank) fail('BANK_NOT_FOUND');
      if (bank.type === 'WALLET') fail('WALLET_NOT_ALLOWED');
      if (isSimulatedAccount(body.accountNumber)) fail('ACCOUNT_NOT_FOUND');
      if (db.bankAccounts.some((a) => a.bankCode === bank.code && a.accountNumber === body.accountNumber))
        fail('ACCOUNT_IN_USED');
      const account = {
        id: ids.bankAccount(nextSeq(db)),
        playerId: player.id,
        bankCode: bank.code,
        bankName: bank.name,
        accountNumber: body.accountNumber,
        accountName: body.accountName.toUpperCase(),
        currency: body.currency,
        owner: body.owner,
        createdAt: db.clock.iso(),
      };
      db.bankAccounts.push(account);
      return { bankAccount: accountView(account) };
    },
  },
} satisfies Partial<Routes>;

export const paymentRoutes = {
  paymentMethods: ({ db }) => ({ paymentMethods: db.paymentMethods }),
  exchangeRates: ({ db }) => ({ rates: db.rates, updatedAt: db.ratesUpdatedAt }),
} satisfies Partial<Routes>;
