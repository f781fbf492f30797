import type { IoFor } from '../define';
import { OrderHistoryQuery } from '../../schemas/common';
import { CreateWithdrawalRequest, OpenWithdrawalsResponse, WithdrawalPage, WithdrawalResponse } from './schemas';
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
  },
  withdrawals: {
    query: OrderHistoryQuery,
    response: WithdrawalPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawal history, newest first, paged; filtered by status and Lao calendar days (from, to) when given.',
  },
  openWithdrawals: {
    response: OpenWithdrawalsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Withdrawals being checked (OPEN).',
  },
} as const satisfies IoFor<typeof withdrawRoutes>;
