import type {
  AgencyInfoResponse,
  Announcement,
  Notice,
  Bank,
  BankAccount,
  Credential,
  Decimal,
  DepositOrder,
  ExchangeRate,
  FingerprintPayload,
  FingerprintResponse,
  Game,
  LocalizedText,
  OrderStatus,
  PaymentMethod,
  Player,
  Promotion,
  PromotionUsage,
  Provider,
  SessionDevice,
  UsageStatus,
  Withdrawal,
} from '@dokkham/api/schemas';
import type { DepositLimits } from '@dokkham/api/money';
import type { LimitWindow, Restriction } from '@dokkham/api/schemas';
import type { Clock } from './clock';

/*
 * Records are the api's response shapes plus what only the backend knows (owner, password,
 * ordering). Statuses are the strict enums: the mock never invents unknown values.
 */

export interface PlayerRecord extends Player, Pick<Credential, 'passwordChangedAt'> {
  /** Plain text: this is a mock. Never part of an answer. */
  password: string;
  /** Blocked from promotions (user_blocked); can still log in, deposit and withdraw. */
  blocked: boolean;
}

export interface SessionRecord {
  /** The cookie's value: never answered. */
  token: string;
  /** What the player's session list names it by (db/sessions.ts). */
  id: string;
  playerId: string;
  createdAt: string;
  /** Its latest request (handlers/route.ts). */
  lastSeenAt: string;
  /** Read from the User-Agent at login, in plain words. */
  device: SessionDevice;
}

export interface BankAccountRecord extends BankAccount {
  playerId: string;
}

export interface DepositRecord extends Omit<DepositOrder, 'status'> {
  status: OrderStatus;
  playerId: string;
  /** Creation order, the tie-breaker of "newest first" under a frozen clock. */
  seq: number;
  /** Why an order was CANCELED: the QR expired or the player cancelled. */
  canceledBy: 'EXPIRY' | 'PLAYER' | null;
  /** The agency's word on a FAILED or REJECTED order (its receipt's timeline). */
  note?: LocalizedText | null;
}

export interface WithdrawalRecord extends Omit<Withdrawal, 'status'> {
  status: OrderStatus;
  playerId: string;
  seq: number;
  /** The agency's word on a FAILED or REJECTED withdrawal (its receipt's timeline). */
  note?: LocalizedText | null;
}

export interface UsageRecord extends Omit<PromotionUsage, 'status'> {
  status: UsageStatus;
  playerId: string;
  seq: number;
}

/** A notice kept for a player (db/notices.ts). */
export interface NoticeRecord extends Notice {
  playerId: string;
  seq: number;
}

/** A game without its image URL: that depends on where the mock is served (see handlers/game). */
export type GameRecord = Omit<Game, 'image'>;

/** A browser that logged a player in: its device cookie's token names it (handlers/auth.ts). */
export interface DeviceRecord {
  /** The username it logged in (lower case). */
  username: string;
  lastLoginAt: string;
}

/** Failed logins or current passwords in a row, and until when the key is locked (epoch ms). */
export interface ThrottleRecord {
  failures: number;
  lockedUntil: number;
}

export interface IdempotencyRecord {
  /** Hash of what was asked (params and body): the same key with another payload is refused. */
  requestHash: string;
  status: number;
  body: unknown;
}

export interface FingerprintRecord extends FingerprintResponse {
  playerId: string | null;
  /** At registration (limits accounts per device) or the daily report. */
  source: 'register' | 'report';
  payload: FingerprintPayload | null;
}

export type Credits = Record<Provider, Decimal>;

/** A player's protection settings (db/protection.ts applies pending changes when their time comes). */
export interface ProtectionRecord {
  limits: DepositLimits;
  pendingLimits: Partial<Record<LimitWindow, { amount: Decimal | null; appliesAt: string }>>;
  realityCheckMinutes: number | null;
  pendingRealityCheck: { minutes: number | null; appliesAt: string } | null;
  restriction: Restriction | null;
}

export interface Faults {
  /** Every endpoint but agency info (and the mock-only ones) answers 500 INTERNAL_ERROR. */
  serverErrors: boolean;
  /** Added before every answer, in ms. */
  latencyMs: number;
  /** The provider gateway refuses new orders: valid deposits and withdrawals answer DEPOSIT_FAILED / WITHDRAW_FAILED. */
  ordersFail: boolean;
  /** Answers break the contract as handlers/broken.ts lists (the conformance check's counter-example). */
  brokenContract: boolean;
}

/** Everything the fake agency backend knows. */
export interface DbState {
  /** null: agency info answers 404 AGENCY_NOT_FOUND. */
  agency: AgencyInfoResponse | null;
  banks: Bank[];
  paymentMethods: PaymentMethod[];
  rates: ExchangeRate[];
  ratesUpdatedAt: string;
  promotions: Promotion[];
  games: GameRecord[];
  players: PlayerRecord[];
  sessions: Map<string, SessionRecord>;
  /**
   * The player every request without a (valid) session cookie acts as. For Storybook and vitest,
   * where an HttpOnly cookie cannot be relied on; null by default, set by the signedIn scenarios.
   */
  defaultPlayerId: string | null;
  /** When the default session began (the reality check counts from it): set with defaultPlayerId. */
  defaultSessionStartedAt: string | null;
  /** Player protection by player id; a player without a record has set nothing. */
  protection: Map<string, ProtectionRecord>;
  bankAccounts: BankAccountRecord[];
  credits: Map<string, Credits>;
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  usages: UsageRecord[];
  /** Every player's notices (the notification centre). */
  notices: NoticeRecord[];
  /** The agency's announcements, in any state: the handler answers the running and upcoming. */
  announcements: Announcement[];
  idempotency: Map<string, IdempotencyRecord>;
  /** Password-guessing brakes by key (handlers/auth.ts names them; handlers/throttle.ts). */
  throttles: Map<string, ThrottleRecord>;
  /** Browsers that logged a player in, by device cookie token. */
  devices: Map<string, DeviceRecord>;
  fingerprints: FingerprintRecord[];
  faults: Faults;
  /** Source of ids and codes, and of "newest first" ordering. */
  seq: number;
}

export interface Db extends DbState {
  clock: Clock;
  /** Back to the seed (and the setups it was created with), in place. */
  reset(): void;
}
