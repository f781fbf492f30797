import { type Provider } from '@dokkham/api/schemas';
import { PROVIDERS } from '@dokkham/api/values';
import { toCurrency } from '@dokkham/api/money';
import type {
  BankAccountRecord,
  Credits,
  Db,
  DepositRecord,
  PlayerRecord,
  UsageRecord,
  WithdrawalRecord,
} from './types';

export function nextSeq(db: Db): number {
  db.seq += 1;
  return db.seq;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** yymmdd of a date in Vientiane (UTC+7), for order codes. */
function laoDay(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
}

export const ids = {
  player: (seq: number) => `PL${pad(100000 + seq, 6)}`,
  bankAccount: (seq: number) => `BA${pad(seq, 6)}`,
  usage: (seq: number) => `US${pad(seq, 6)}`,
  deposit: (seq: number, at: Date) => `DP${laoDay(at)}${pad(seq, 5)}`,
  withdrawal: (seq: number, at: Date) => `WD${laoDay(at)}${pad(seq, 5)}`,
};

export function findPlayer(db: Db, id: string | null | undefined): PlayerRecord | undefined {
  return id ? db.players.find((p) => p.id === id) : undefined;
}

export function findPlayerByUsername(db: Db, username: string): PlayerRecord | undefined {
  return db.players.find((p) => p.username === username);
}

/** A player's credit per provider; zero for every provider until the first deposit. */
export function creditsOf(db: Db, playerId: string): Credits {
  let credits = db.credits.get(playerId);
  if (!credits) {
    credits = Object.fromEntries(PROVIDERS.map((p) => [p, '0.00'])) as Credits;
    db.credits.set(playerId, credits);
  }
  return credits;
}

export function setCredit(db: Db, playerId: string, provider: Provider, amount: string): void {
  creditsOf(db, playerId)[provider] = toCurrency(amount, 'THB');
}

export function bankAccountOf(db: Db, playerId: string): BankAccountRecord | undefined {
  return db.bankAccounts.find((a) => a.playerId === playerId);
}

/** Newest first; under a frozen clock records share a time, so creation order decides. */
export function newestFirst<T extends { createdAt: string; seq: number }>(a: T, b: T): number {
  return b.createdAt.localeCompare(a.createdAt) || b.seq - a.seq;
}

export function depositsOf(db: Db, playerId: string): DepositRecord[] {
  return db.deposits.filter((d) => d.playerId === playerId).sort(newestFirst);
}

/** YYYY-MM-DD of an ISO date-time in Vientiane (UTC+7): the day a history's date filters compare. */
export function laoDate(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** An order history's filters (status; from and to: Lao calendar days, both included). */
export interface OrderFilters {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The orders (deposits, withdrawals) that pass the filters; unset filters pass everything. */
export function filterOrders<T extends { status: string; createdAt: string }>(orders: readonly T[], filters: OrderFilters): T[] {
  return orders.filter((order) => {
    if (filters.status && order.status !== filters.status) return false;
    const day = laoDate(order.createdAt);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    return true;
  });
}

export function withdrawalsOf(db: Db, playerId: string): WithdrawalRecord[] {
  return db.withdrawals.filter((w) => w.playerId === playerId).sort(newestFirst);
}

export function usagesOf(db: Db, playerId: string): UsageRecord[] {
  return db.usages.filter((u) => u.playerId === playerId).sort(newestFirst);
}

/** OPEN or PAID: a deposit still under way (one at a time). */
export function openDepositsOf(db: Db, playerId: string): DepositRecord[] {
  return depositsOf(db, playerId).filter((d) => d.status === 'OPEN' || d.status === 'PAID');
}

export function openWithdrawalsOf(db: Db, playerId: string): WithdrawalRecord[] {
  return withdrawalsOf(db, playerId).filter((w) => w.status === 'OPEN');
}

/** The usage in use (ACTIVE: claimed; USED: its deposit credited), at most one. */
export function usageInUse(db: Db, playerId: string): UsageRecord | undefined {
  return usagesOf(db, playerId).find((u) => u.status === 'ACTIVE' || u.status === 'USED');
}

export function findPromotion(db: Db, id: string) {
  return db.promotions.find((p) => p.id === id);
}

/** Active now: switched on and within its dates. */
export function isPromotionRunning(db: Db, id: string): boolean {
  const p = findPromotion(db, id);
  const now = db.clock.iso();
  return !!p && p.isActive && p.startsAt <= now && now < p.endsAt;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}
