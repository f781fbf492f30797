import type { BankAccount, DepositOrder, Game, Player, PromotionUsage, Withdrawal } from '@dokkham/api/schemas';
import type {
  BankAccountRecord,
  DepositRecord,
  GameRecord,
  PlayerRecord,
  UsageRecord,
  WithdrawalRecord,
} from '../db/types';

/* What leaves the backend: records without their internal fields (never the password). */

export function playerView(p: PlayerRecord): Player {
  return { id: p.id, username: p.username, displayName: p.displayName, createdAt: p.createdAt, lastLoginAt: p.lastLoginAt };
}

function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

export function accountView(record: BankAccountRecord): BankAccount {
  return omit(record, 'playerId');
}

export function depositView(record: DepositRecord): DepositOrder {
  return omit(record, 'playerId', 'seq', 'canceledBy', 'note');
}

export function withdrawalView(record: WithdrawalRecord): Withdrawal {
  return omit(record, 'playerId', 'seq', 'note');
}

export function usageView(record: UsageRecord): PromotionUsage {
  return omit(record, 'playerId', 'seq');
}

export function gameImagePath(baseUrl: string, gameId: string): string {
  return `${baseUrl}/__mock/images/${encodeURIComponent(gameId)}.jpg`;
}

export function gameView(baseUrl: string, game: GameRecord): Game {
  return { ...game, image: gameImagePath(baseUrl, game.id) };
}
