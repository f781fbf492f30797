import type { IoFor } from '../define';
import { OrderHistoryQuery } from '../../schemas/common';
import {
  CreateWithdrawalRequest,
  OpenWithdrawalsResponse,
  WithdrawalCodeParams,
  WithdrawalPage,
  WithdrawalReceiptResponse,
  WithdrawalResponse,
} from './schemas';
import type { withdrawRoutes } from './route';

/** What the withdraw endpoints take, answer and may fail with; keyed exactly as withdrawRoutes. */
export const withdrawEndpoints = {
  createWithdrawal: {
    body: CreateWithdrawalRequest,
    response: WithdrawalResponse,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'CREDIT_NOT_ENOUGH',
      'CREDIT_INCORRECT',
      'AMOUNT_TOO_LOW',
      'AMOUNT_TOO_HIGH',
      'WITHDRAW_ALL_REQUIRED',
      'WITHDRAW_BELOW_PROMOTION_MIN',
      'OPEN_ORDER',
      'RATE_UNAVAILABLE',
      'WITHDRAW_FAILED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary: 'Withdraw credit to the bank account, applying the promotion rules.',
    examples: {
      ok: { body: { provider: 'gclub', bankAccountId: 'BA000002', credit: '1000' } },
      // An unknown account and more credit than anyone holds: refused twice over.
      refused: { body: { provider: 'gclub', bankAccountId: 'NO-SUCH-ACCOUNT', credit: '9999999999999' } },
    },
  },
  withdrawals: {
    query: OrderHistoryQuery,
    response: WithdrawalPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawal history, newest first, paged; filtered by status and Lao calendar days (from, to) when given.',
    examples: { ok: { query: { pageSize: 2 } } },
  },
  openWithdrawals: {
    response: OpenWithdrawalsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawals being checked (OPEN).',
    examples: { ok: { mockScenarios: ['signedIn', 'pendingWithdrawal'] } },
  },
  withdrawal: {
    params: WithdrawalCodeParams,
    response: WithdrawalReceiptResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND'],
    summary:
      "One withdrawal with its timeline (the receipt): the steps it reached (REQUESTED, APPROVED, PAID_OUT, or where it stopped: FAILED, REJECTED, with the agency's note) with their times. Another player's code answers ORDER_NOT_FOUND.",
    examples: { ok: { params: { code: 'WD25031400251' }, mockScenarios: ['signedIn', 'pendingWithdrawal'] } },
  },
} as const satisfies IoFor<typeof withdrawRoutes>;
