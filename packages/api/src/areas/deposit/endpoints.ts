import type { IoFor } from '../define';
import { OrderHistoryQuery } from '../../schemas/common';
import {
  CreateDepositRequest,
  DepositCodeParams,
  DepositOrderResponse,
  DepositPage,
  DepositQrResponse,
  DepositReceiptResponse,
  OpenDepositsResponse,
} from './schemas';
import type { depositRoutes } from './route';

/** What the deposit endpoints take, answer and may fail with; keyed exactly as depositRoutes. */
export const depositEndpoints = {
  createDeposit: {
    body: CreateDepositRequest,
    response: DepositOrderResponse,
    errors: [
      'UNAUTHORIZED',
      'BANK_ACCOUNT_REQUIRED',
      'PAYMENT_METHOD_DISABLED',
      'AMOUNT_TOO_LOW',
      'AMOUNT_TOO_HIGH',
      'AMOUNT_MUST_EQUAL_PROMOTION',
      'PROMOTION_CREDIT_USED',
      'DEPOSIT_LIMIT_EXCEEDED',
      'PLAYER_ON_BREAK',
      'PLAYER_SELF_EXCLUDED',
      'OPEN_ORDER',
      'RATE_UNAVAILABLE',
      'DEPOSIT_FAILED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    summary:
      "Create a deposit order to pay by Lao QR. Refused over the player's deposit limits (what is left of them) and during a break or self-exclusion.",
    examples: {
      ok: { body: { provider: 'gclub', mid: 'MID-BCEL-0001', amount: '500000' } },
      // An unknown MID and more kip than any method takes: refused twice over.
      refused: { body: { provider: 'gclub', mid: 'NO-SUCH-MID', amount: '9999999999999' } },
    },
  },
  deposits: {
    query: OrderHistoryQuery,
    response: DepositPage,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit history, newest first, paged; optionally filtered by status and by Lao calendar days (from, to: both included).',
    examples: { ok: { query: { pageSize: 2 } } },
  },
  openDeposits: {
    response: OpenDepositsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposit orders still OPEN or PAID.',
    examples: { ok: { mockScenarios: ['signedIn', 'openOrder'] } },
  },
  deposit: {
    params: DepositCodeParams,
    response: DepositReceiptResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND'],
    summary:
      "One deposit order with its timeline (the receipt): the steps it reached (CREATED, PAID, CREDITED, or where it stopped: CANCELED, EXPIRED, FAILED, REJECTED) with their times. Another player's code answers ORDER_NOT_FOUND.",
    examples: { ok: { params: { code: 'DP25031400251' }, mockScenarios: ['signedIn', 'openOrder'] } },
  },
  depositQr: {
    params: DepositCodeParams,
    response: DepositQrResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN', 'QR_EXPIRED'],
    summary: 'The Lao QR (EMVCo payload) of an open order and its expiry.',
    examples: { ok: { params: { code: 'DP25031400251' }, mockScenarios: ['signedIn', 'openOrder'] } },
  },
  cancelDeposit: {
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OPEN'],
    summary: 'Cancel an OPEN order.',
    examples: { ok: { params: { code: 'DP25031400251' }, mockScenarios: ['signedIn', 'openOrder'] } },
  },
  recheckDeposit: {
    params: DepositCodeParams,
    response: DepositOrderResponse,
    errors: ['UNAUTHORIZED', 'ORDER_NOT_FOUND', 'ORDER_NOT_PAID'],
    summary: '"I have paid": ask the bank again; ORDER_NOT_PAID while unpaid.',
    examples: { ok: { params: { code: 'DP25031400251' }, mockScenarios: ['signedIn', 'paidOrder'] } },
  },
} as const satisfies IoFor<typeof depositRoutes>;
