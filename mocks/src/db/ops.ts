/**
 * State transitions of the fake backend, shared by the handlers, the mock-only endpoints, the
 * scenarios and the seed. Arithmetic comes from @dokkham/api/money, so the front end's previews and
 * the backend's decisions agree.
 */
import type { LocalizedText, PaymentMethod, Promotion, Provider } from '@dokkham/api/schemas';
import { add, depositCredit, subtract, toCurrency, type WithdrawalQuote } from '@dokkham/api/money';
import { addNotice } from './notices';
import { creditsOf, findPromotion, ids, nextSeq } from './queries';
import type { BankAccountRecord, Db, DepositRecord, UsageRecord, WithdrawalRecord } from './types';

export type PayOutcome = 'PAID' | 'SUCCESS' | 'FAILED' | 'REJECTED';
export type DecideOutcome = 'SUCCESS' | 'REJECTED' | 'FAILED';

export interface NewDeposit {
  playerId: string;
  provider: Provider;
  method: PaymentMethod;
  amount: string;
  /** The usage this deposit qualifies for (gets the promotion's bonus), if any. */
  usage?: UsageRecord | null;
  at?: Date;
}

/** Creates an OPEN order; null when there is no THB rate (RATE_UNAVAILABLE). */
export function createDeposit(db: Db, input: NewDeposit): DepositRecord | null {
  const at = input.at ?? db.clock.now();
  const promotion = input.usage ? findPromotion(db, input.usage.promotionId) : null;
  const quote = depositCredit(input.amount, db.rates, promotion);
  if (!quote) return null;
  const seq = nextSeq(db);
  const ttl = (db.agency?.settings.depositQrTtlSeconds ?? 600) * 1000;
  const order: DepositRecord = {
    code: ids.deposit(seq, at),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    provider: input.provider,
    mid: input.method.mid,
    bankCode: input.method.bankCode,
    amount: input.amount,
    currency: input.method.currency,
    rate: quote.rate,
    credit: quote.credit,
    promotionCredit: quote.promotionCredit,
    totalCredit: quote.totalCredit,
    status: 'OPEN',
    expiresAt: new Date(at.getTime() + ttl).toISOString(),
    paidAt: null,
    usageId: input.usage?.usageId ?? null,
    playerId: input.playerId,
    seq,
    canceledBy: null,
  };
  db.deposits.push(order);
  return order;
}

/** OPEN orders whose QR expired become CANCELED (kept in the history, canceledBy EXPIRY). */
export function expireDeposits(db: Db): void {
  const now = db.clock.iso();
  for (const d of db.deposits) {
    if (d.status === 'OPEN' && d.expiresAt <= now) {
      d.status = 'CANCELED';
      d.canceledBy = 'EXPIRY';
      d.updatedAt = d.expiresAt;
    }
  }
}

export function cancelDeposit(db: Db, order: DepositRecord): void {
  order.status = 'CANCELED';
  order.canceledBy = 'PLAYER';
  order.updatedAt = db.clock.iso();
}

/**
 * The bank paid an OPEN order: it becomes PAID, then (unless the outcome is PAID) settles:
 * SUCCESS credits the provider and marks the usage USED; FAILED and REJECTED credit nothing.
 */
export function payDeposit(db: Db, order: DepositRecord, outcome: PayOutcome): void {
  const now = db.clock.iso();
  if (order.status === 'OPEN') {
    order.status = 'PAID';
    order.paidAt = now;
    order.updatedAt = now;
    depositNotice(db, order, 'DEPOSIT_PAID');
  }
  if (outcome !== 'PAID') settleDeposit(db, order, outcome);
}

export function settleDeposit(db: Db, order: DepositRecord, outcome: Exclude<PayOutcome, 'PAID'>): void {
  if (order.status !== 'PAID') return;
  order.status = outcome;
  order.updatedAt = db.clock.iso();
  depositNotice(db, order, outcome === 'SUCCESS' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED');
  if (outcome !== 'SUCCESS') return;
  const credits = creditsOf(db, order.playerId);
  credits[order.provider] = toCurrency(add(credits[order.provider], order.totalCredit), 'THB');
  const usage = order.usageId ? db.usages.find((u) => u.usageId === order.usageId) : undefined;
  if (usage && usage.status === 'ACTIVE') {
    usage.status = 'USED';
    usage.depositCode = order.code;
    usage.depositCredit = order.credit;
    usage.bonusCredit = order.promotionCredit;
    usage.updatedAt = order.updatedAt;
  }
}

export interface NewWithdrawal {
  playerId: string;
  provider: Provider;
  account: BankAccountRecord;
  quote: WithdrawalQuote;
  usage?: UsageRecord | null;
  at?: Date;
}

/** Creates an OPEN withdrawal ("being checked") and takes the credit off the provider. */
export function createWithdrawal(db: Db, input: NewWithdrawal): WithdrawalRecord {
  const at = input.at ?? db.clock.now();
  const seq = nextSeq(db);
  const { quote, account } = input;
  const withdrawal: WithdrawalRecord = {
    code: ids.withdrawal(seq, at),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    provider: input.provider,
    bankAccountId: account.id,
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    credit: quote.credit,
    bonusDeducted: quote.bonusDeducted,
    creditReceived: quote.creditReceived,
    creditReturned: quote.creditReturned,
    rate: quote.rate,
    amount: quote.amount,
    currency: 'LAK',
    status: 'OPEN',
    usageId: input.usage?.usageId ?? null,
    playerId: input.playerId,
    seq,
  };
  const credits = creditsOf(db, input.playerId);
  credits[input.provider] = toCurrency(subtract(credits[input.provider], quote.credit), 'THB');
  db.withdrawals.push(withdrawal);
  return withdrawal;
}

/**
 * Staff decide an OPEN withdrawal. SUCCESS completes the promotion it was made under; REJECTED
 * and FAILED give the credit back.
 */
export function decideWithdrawal(
  db: Db,
  withdrawal: WithdrawalRecord,
  outcome: DecideOutcome,
  /** The agency's word on a refusal, shown on the receipt. */
  note: LocalizedText | null = null,
): void {
  if (withdrawal.status !== 'OPEN') return;
  withdrawal.status = outcome;
  withdrawal.updatedAt = db.clock.iso();
  if (outcome !== 'SUCCESS') withdrawal.note = note;
  // The mock's staff approve and pay in one step: SUCCESS is "paid" (WITHDRAWAL_APPROVED is for agencies with a step between).
  const kind = outcome === 'SUCCESS' ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_REJECTED';
  addNotice(db, withdrawal.playerId, kind, { type: 'withdrawal', code: withdrawal.code }, { amount: withdrawal.amount, currency: withdrawal.currency });
  if (outcome === 'SUCCESS') {
    const usage = withdrawal.usageId ? db.usages.find((u) => u.usageId === withdrawal.usageId) : undefined;
    if (usage && usage.status === 'USED') {
      usage.status = 'SUCCESS';
      usage.updatedAt = withdrawal.updatedAt;
      promotionNotice(db, usage, 'PROMOTION_COMPLETED');
    }
    return;
  }
  const credits = creditsOf(db, withdrawal.playerId);
  credits[withdrawal.provider] = toCurrency(add(credits[withdrawal.provider], withdrawal.credit), 'THB');
}

export function createUsage(
  db: Db,
  input: { playerId: string; promotion: Promotion; provider: Provider; at?: Date },
): UsageRecord {
  const at = (input.at ?? db.clock.now()).toISOString();
  const seq = nextSeq(db);
  const usage: UsageRecord = {
    usageId: ids.usage(seq),
    promotionId: input.promotion.id,
    title: input.promotion.title,
    provider: input.provider,
    status: 'ACTIVE',
    createdAt: at,
    updatedAt: at,
    depositCode: null,
    depositCredit: null,
    bonusCredit: null,
    playerId: input.playerId,
    seq,
  };
  db.usages.push(usage);
  return usage;
}

function depositNotice(db: Db, order: DepositRecord, kind: 'DEPOSIT_PAID' | 'DEPOSIT_CREDITED' | 'DEPOSIT_FAILED'): void {
  addNotice(db, order.playerId, kind, { type: 'deposit', code: order.code }, { amount: order.amount, currency: order.currency });
}

/** A promotion usage's event as the player's notice (claimed, completed, cancelled). */
export function promotionNotice(db: Db, usage: UsageRecord, kind: 'PROMOTION_CLAIMED' | 'PROMOTION_COMPLETED' | 'PROMOTION_CANCELLED'): void {
  addNotice(db, usage.playerId, kind, { type: 'promotion', promotionId: usage.promotionId });
}
