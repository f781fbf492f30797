import { createClock, type ClockOption } from './clock';
import { seedGames } from './seed/games';
import { seedPlayers } from './seed/players';
import { seedPromotions } from './seed/promotions';
import { seedAnnouncements } from './seed/announcements';
import { AGENCY, BANKS, PAYMENT_METHODS, RATES } from './seed/reference';
import type { Db, DbState } from './types';

export interface DbOptions {
  /**
   * The clock: a Date freezes time there (default MOCK_NOW, so seed dates and answers are the same
   * on every run), 'real' follows the machine's clock (the HTTP server), or a Clock to share.
   */
  clock?: ClockOption;
  /** Run after seeding and again after every reset: this is how scenarios shape the data. */
  setups?: readonly ((db: Db) => void)[];
}

function seedState(now: Date): DbState {
  return {
    agency: structuredClone(AGENCY),
    banks: structuredClone(BANKS),
    paymentMethods: structuredClone(PAYMENT_METHODS),
    rates: structuredClone(RATES),
    ratesUpdatedAt: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
    promotions: seedPromotions(now),
    games: seedGames(),
    players: [],
    sessions: new Map(),
    defaultPlayerId: null,
    defaultSessionStartedAt: null,
    protection: new Map(),
    bankAccounts: [],
    credits: new Map(),
    deposits: [],
    withdrawals: [],
    usages: [],
    notices: [],
    announcements: seedAnnouncements(now),
    idempotency: new Map(),
    throttles: new Map(),
    devices: new Map(),
    fingerprints: [],
    faults: { serverErrors: false, latencyMs: 0, ordersFail: false, brokenContract: false },
    seq: 0,
  };
}

/**
 * The in-memory store of the fake agency backend, seeded: the agency, banks, payment methods,
 * rates, promotions, games and the players of LOGINS with their histories. Seed dates are relative
 * to the clock's "now" at seeding time.
 */
export function createDb(options: DbOptions = {}): Db {
  const clock = createClock(options.clock);
  const start = clock.now();
  const setups = options.setups ?? [];
  const db = { clock } as Db;
  db.reset = () => {
    if (clock.frozen) clock.set(start);
    Object.assign(db, seedState(clock.now()));
    seedPlayers(db, clock.now());
    for (const setup of setups) setup(db);
  };
  db.reset();
  return db;
}
