import type { IoFor } from '../define';
import { AddBankAccountRequest, AddBankAccountResponse, BankAccountsResponse, BanksResponse } from './schemas';
import type { bankRoutes } from './route';

/** What the bank endpoints take, answer and may fail with; keyed exactly as bankRoutes. */
export const bankEndpoints = {
  banks: {
    response: BanksResponse,
    summary: 'Banks (and wallets) the agency knows.',
  },
  bankAccounts: {
    response: BankAccountsResponse,
    errors: ['UNAUTHORIZED'],
    summary: "The player's bank accounts (at most one).",
  },
  addBankAccount: {
    body: AddBankAccountRequest,
    response: AddBankAccountResponse,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_EXISTS',
      'ACCOUNT_IN_USED',
      'ACCOUNT_NOT_FOUND',
      'BANK_NOT_FOUND',
      'CURRENCY_NOT_ALLOWED',
      'WALLET_NOT_ALLOWED',
    ],
    summary: 'Add the one LAK bank account.',
    examples: {
      ok: {
        body: { bankCode: 'LDB', accountNumber: '0302000418873521', accountName: 'Noy Phommachanh', currency: 'LAK', owner: 'SELF' },
        mockScenarios: ['newPlayer'],
      },
    },
  },
} as const satisfies IoFor<typeof bankRoutes>;
