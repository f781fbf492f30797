import type { OrderStep } from '@dokkham/api/schemas';
import type { DepositRecord, WithdrawalRecord } from './types';

/*
 * An order's timeline as the agency tells it (GET /v2/deposits/{code}, /v2/withdrawals/{code}),
 * read from what the records keep: each settlement stamps `updatedAt`, so the last step's time is
 * the order's last change. Only the steps reached are listed; the app draws the rest as pending.
 */

const step = (name: OrderStep['step'], at: string | null, note: OrderStep['note'] = null): OrderStep => ({ step: name, at, note });

export function depositTimeline(order: DepositRecord): OrderStep[] {
  const steps = [step('CREATED', order.createdAt)];
  if (order.paidAt) steps.push(step('PAID', order.paidAt));
  switch (order.status) {
    case 'SUCCESS':
      // An order credited without a PAID stamp (a seeded one) still passed through PAID.
      if (!order.paidAt) steps.push(step('PAID', null));
      steps.push(step('CREDITED', order.updatedAt));
      break;
    case 'CANCELED':
      steps.push(step(order.canceledBy === 'EXPIRY' ? 'EXPIRED' : 'CANCELED', order.updatedAt));
      break;
    case 'FAILED':
    case 'REJECTED':
      steps.push(step(order.status, order.updatedAt, order.note ?? null));
      break;
  }
  return steps;
}

export function withdrawalTimeline(withdrawal: WithdrawalRecord): OrderStep[] {
  const steps = [step('REQUESTED', withdrawal.createdAt)];
  switch (withdrawal.status) {
    case 'SUCCESS':
      // The mock's staff approve and pay out in one decision.
      steps.push(step('APPROVED', withdrawal.updatedAt), step('PAID_OUT', withdrawal.updatedAt));
      break;
    case 'FAILED':
    case 'REJECTED':
      steps.push(step(withdrawal.status, withdrawal.updatedAt, withdrawal.note ?? null));
      break;
  }
  return steps;
}
