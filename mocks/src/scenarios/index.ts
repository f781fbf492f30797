import { quoteWithdrawal, restrictionEnd } from '@dokkham/api/money';
import { protectionOf } from '../db/protection';
import { createDeposit, createUsage, createWithdrawal, payDeposit } from '../db/ops';
import { openSession } from '../db/sessions';
import { bankAccountOf, creditsOf, findPlayerByUsername, findPromotion, setCredit } from '../db/queries';
import { LOGINS } from '../db/seed/players';
import { PROMO } from '../db/seed/promotions';
import { AGENCY } from '../db/seed/reference';
import { runningMaintenance } from '../db/seed/announcements';
import type { Db, PlayerRecord } from '../db/types';
import { CONTRACT_BREAKS } from '../handlers/broken';

/**
 * A named shape of the data: who is signed in without a cookie, what is in flight, which faults
 * are on. Scenarios are plain setups of the database, so they compose and behave the same in
 * Storybook, vitest and the HTTP server. Session scenarios run first, then data, then faults.
 */
export interface Scenario {
  name: string;
  kind: 'session' | 'data' | 'fault';
  description: string;
  setup(db: Db): void;
}

const MINUTE = 60_000;

/** The other devices of the otherSessions scenario. */
const OTHER_DEVICE_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
};
const DAY = 24 * 60 * MINUTE;

/** The player data scenarios act on: the default session's, else the demo player. */
function target(db: Db): PlayerRecord {
  const player =
    db.players.find((p) => p.id === db.defaultPlayerId) ?? findPlayerByUsername(db, LOGINS.demo.username);
  if (!player) throw new Error('scenario: no player to act on');
  return player;
}

const ago = (db: Db, ms: number) => new Date(db.clock.now().getTime() - ms);

function firstLakMethod(db: Db) {
  const method = db.paymentMethods.find((m) => m.isEnabled && m.currency === 'LAK');
  if (!method) throw new Error('scenario: no enabled LAK payment method');
  return method;
}

/** Requests without a session cookie act as this seeded (or registered) player. */
export function signedInAs(username: string): Scenario {
  return {
    name: username === LOGINS.demo.username ? 'signedIn' : `signedInAs:${username}`,
    kind: 'session',
    description: `Requests without a session cookie act as "${username}".`,
    setup: (db) => {
      const player = findPlayerByUsername(db, username);
      if (!player) throw new Error(`signedInAs: no player "${username}"`);
      db.defaultPlayerId = player.id;
      db.defaultSessionStartedAt = db.clock.iso();
    },
  };
}

/** Every answer (mock-only endpoints aside) waits this long. */
export function slowNetworkBy(ms: number): Scenario {
  return {
    name: ms === SLOW_NETWORK_MS ? 'slowNetwork' : `slowNetwork:${ms}`,
    kind: 'fault',
    description: `Every answer is delayed by ${ms} ms.`,
    setup: (db) => {
      db.faults.latencyMs = ms;
    },
  };
}

export const SLOW_NETWORK_MS = 2000;

/** How many games largeLobby adds to each of its two lobbies. */
export const LARGE_LOBBY_EXTRA = 600;
const LOBBY_WORDS = ['Golden', 'Lucky', 'Mekong', 'Dragon', 'Jade', 'Royal', 'Lotus', 'Tiger', 'Phoenix', 'Naga', 'Star', 'Fortune'];
const LOBBY_CATEGORIES = ['slot', 'fish', 'card', 'casino'] as const;

/** Deterministic extra games of a provider: names, categories and tags cycle. */
function largeLobbyGames(provider: 'alphabet' | 'askmebet'): Db['games'] {
  return Array.from({ length: LARGE_LOBBY_EXTRA }, (_, i) => ({
    id: `${provider}-extra-${i + 1}`,
    provider,
    category: LOBBY_CATEGORIES[i % LOBBY_CATEGORIES.length]!,
    name: `${LOBBY_WORDS[i % LOBBY_WORDS.length]} ${LOBBY_WORDS[(i * 7 + 3) % LOBBY_WORDS.length]} ${i + 1}`,
    tags: i % 11 === 0 ? ['new'] : i % 13 === 0 ? ['hot'] : [],
  }));
}

export const scenarios = {
  signedIn: signedInAs(LOGINS.demo.username),
  signedOut: {
    name: 'signedOut',
    kind: 'session',
    description: 'No default session: only a login cookie signs in (the default).',
    setup: (db) => {
      db.defaultPlayerId = null;
    },
  },
  newPlayer: { ...signedInAs(LOGINS.newbie.username), name: 'newPlayer' },
  blockedPlayer: { ...signedInAs(LOGINS.blocked.username), name: 'blockedPlayer' },
  promotionInUse: {
    name: 'promotionInUse',
    kind: 'data',
    description:
      'SLOT50 in use on askmebet: its 1,020,000 kip deposit credited 1,500 + 750 bonus (USED); askmebet credit 8,000.',
    setup: (db) => {
      const player = target(db);
      const promotion = findPromotion(db, PROMO.slot);
      if (!promotion) throw new Error('promotionInUse: no SLOT50');
      const usage = createUsage(db, { playerId: player.id, promotion, provider: 'askmebet', at: ago(db, 180 * MINUTE) });
      const order = createDeposit(db, {
        playerId: player.id,
        provider: 'askmebet',
        method: firstLakMethod(db),
        amount: '1020000',
        usage,
        at: ago(db, 176 * MINUTE),
      });
      if (!order) throw new Error('promotionInUse: no THB rate');
      payDeposit(db, order, 'SUCCESS');
      order.paidAt = order.updatedAt = usage.updatedAt = ago(db, 170 * MINUTE).toISOString();
      setCredit(db, player.id, 'askmebet', '8000');
    },
  },
  promotionSetAmount: {
    name: 'promotionSetAmount',
    kind: 'data',
    description: 'FIX300 claimed on gclub (ACTIVE), gclub credit 0: a deposit must be its set amount, 680,000 kip.',
    setup: (db) => {
      const promotion = findPromotion(db, PROMO.fixed);
      if (!promotion) throw new Error('promotionSetAmount: no FIX300');
      const player = target(db);
      createUsage(db, { playerId: player.id, promotion, provider: 'gclub', at: ago(db, 5 * MINUTE) });
      setCredit(db, player.id, 'gclub', '0');
    },
  },
  promotionClaimed: {
    name: 'promotionClaimed',
    kind: 'data',
    description: 'DAILY10 claimed on gclub_live (ACTIVE): the next gclub_live deposit gets 10% bonus.',
    setup: (db) => {
      const promotion = findPromotion(db, PROMO.daily);
      if (!promotion) throw new Error('promotionClaimed: no DAILY10');
      createUsage(db, { playerId: target(db).id, promotion, provider: 'gclub_live', at: ago(db, 10 * MINUTE) });
    },
  },
  openOrder: {
    name: 'openOrder',
    kind: 'data',
    description: 'An OPEN 500,000 kip deposit to alphabet, created 2 minutes ago; its QR is payable.',
    setup: (db) => {
      createDeposit(db, {
        playerId: target(db).id,
        provider: 'alphabet',
        method: firstLakMethod(db),
        amount: '500000',
        at: ago(db, 2 * MINUTE),
      });
    },
  },
  paidOrder: {
    name: 'paidOrder',
    kind: 'data',
    description: 'A PAID 1,000,000 kip deposit to gclub: the bank paid, the credit is not there yet.',
    setup: (db) => {
      const order = createDeposit(db, {
        playerId: target(db).id,
        provider: 'gclub',
        method: firstLakMethod(db),
        amount: '1000000',
        at: ago(db, 6 * MINUTE),
      });
      if (order) payDeposit(db, order, 'PAID');
    },
  },
  otherSessions: {
    name: 'otherSessions',
    kind: 'data',
    description: 'The player is also signed in on an Android phone (seen 5 minutes ago) and a Windows computer (seen 3 days ago).',
    setup: (db) => {
      const player = target(db);
      const others = [
        { id: 'ses-demo-phone', ua: OTHER_DEVICE_AGENTS.phone, signedIn: 2 * DAY, seen: 5 * MINUTE },
        { id: 'ses-demo-desktop', ua: OTHER_DEVICE_AGENTS.desktop, signedIn: 6 * DAY, seen: 3 * DAY },
      ];
      for (const o of others) {
        const session = openSession(db, player, `token-${o.id}`, o.ua, o.id);
        session.createdAt = ago(db, o.signedIn).toISOString();
        session.lastSeenAt = ago(db, o.seen).toISOString();
      }
    },
  },
  pendingWithdrawal: {
    name: 'pendingWithdrawal',
    kind: 'data',
    description: 'An OPEN ("being checked") withdrawal of 1,000 gclub credit.',
    setup: (db) => {
      const player = target(db);
      const account = bankAccountOf(db, player.id);
      if (!account) return;
      setCredit(db, player.id, 'gclub', '3400');
      const quote = quoteWithdrawal({
        credit: '1000',
        balance: creditsOf(db, player.id).gclub,
        rates: db.rates,
        limits: (db.agency ?? AGENCY).settings,
      });
      if (quote.ok) createWithdrawal(db, { playerId: player.id, provider: 'gclub', account, quote, at: ago(db, 5 * MINUTE) });
    },
  },
  emptyHistories: {
    name: 'emptyHistories',
    kind: 'data',
    description: 'No deposits, withdrawals or promotion usages.',
    setup: (db) => {
      const id = target(db).id;
      db.deposits = db.deposits.filter((d) => d.playerId !== id);
      db.withdrawals = db.withdrawals.filter((w) => w.playerId !== id);
      db.usages = db.usages.filter((u) => u.playerId !== id);
    },
  },
  zeroCredit: {
    name: 'zeroCredit',
    kind: 'data',
    description: 'Zero credit in every provider (games answer GAME_CANNOT_OPEN).',
    setup: (db) => {
      const player = target(db);
      for (const provider of Object.keys(creditsOf(db, player.id)) as (keyof ReturnType<typeof creditsOf>)[])
        setCredit(db, player.id, provider, '0');
    },
  },
  onBreak: {
    name: 'onBreak',
    kind: 'data',
    description: 'A 7-day break that began 2 days ago: deposits, claims and games refused (PLAYER_ON_BREAK); withdrawals work.',
    setup: (db) => {
      const record = protectionOf(db, target(db).id);
      const startedAt = ago(db, 2 * DAY);
      record.restriction = { kind: 'BREAK', period: '7d', startedAt: startedAt.toISOString(), endsAt: restrictionEnd('7d', startedAt).toISOString() };
    },
  },
  selfExcluded: {
    name: 'selfExcluded',
    kind: 'data',
    description: 'Self-excluded for 1 year since 10 days ago: as a break (PLAYER_SELF_EXCLUDED), and no promotions shown.',
    setup: (db) => {
      const record = protectionOf(db, target(db).id);
      const startedAt = ago(db, 10 * DAY);
      record.restriction = { kind: 'SELF_EXCLUSION', period: '1y', startedAt: startedAt.toISOString(), endsAt: restrictionEnd('1y', startedAt).toISOString() };
    },
  },
  depositLimits: {
    name: 'depositLimits',
    kind: 'data',
    description: 'Daily limit 2,000,000 kip with 1,500,000 deposited 3 hours ago (500,000 left), weekly 5,000,000, and a raise of the daily limit to 3,000,000 pending for 20 more hours.',
    setup: (db) => {
      const player = target(db);
      const order = createDeposit(db, { playerId: player.id, provider: 'gclub', method: firstLakMethod(db), amount: '1500000', at: ago(db, 180 * MINUTE) });
      if (order) payDeposit(db, order, 'SUCCESS');
      const record = protectionOf(db, player.id);
      record.limits = { daily: '2000000', weekly: '5000000', monthly: null };
      record.pendingLimits = { daily: { amount: '3000000', appliesAt: new Date(db.clock.now().getTime() + 20 * 60 * MINUTE).toISOString() } };
    },
  },
  limitReached: {
    name: 'limitReached',
    kind: 'data',
    description: 'Daily limit 500,000 kip, all of it deposited 2 hours ago: any deposit is refused (DEPOSIT_LIMIT_EXCEEDED, 0 left).',
    setup: (db) => {
      const player = target(db);
      const order = createDeposit(db, { playerId: player.id, provider: 'gclub', method: firstLakMethod(db), amount: '500000', at: ago(db, 120 * MINUTE) });
      if (order) payDeposit(db, order, 'SUCCESS');
      protectionOf(db, player.id).limits = { daily: '500000', weekly: null, monthly: null };
    },
  },
  realityCheckDue: {
    name: 'realityCheckDue',
    kind: 'data',
    description: 'A 15-minute reality check, and the session began 15 minutes ago: the reminder is due now.',
    setup: (db) => {
      protectionOf(db, target(db).id).realityCheckMinutes = 15;
      db.defaultSessionStartedAt = ago(db, 15 * MINUTE).toISOString();
    },
  },
  largeLobby: {
    name: 'largeLobby',
    kind: 'data',
    description: `${LARGE_LOBBY_EXTRA} more games in the alphabet and askmebet lobbies (scrolling and lazy images measured on a big lobby).`,
    setup: (db) => {
      db.games.push(...largeLobbyGames('alphabet'), ...largeLobbyGames('askmebet'));
    },
  },
  agency404: {
    name: 'agency404',
    kind: 'fault',
    description: 'Agency info answers 404 AGENCY_NOT_FOUND.',
    setup: (db) => {
      db.agency = null;
    },
  },
  maintenance: {
    name: 'maintenance',
    kind: 'data',
    description: 'A running maintenance announcement (began 10 minutes ago, ends in 2 hours): the banner under the navbar on every page.',
    setup: (db) => {
      db.announcements.push(runningMaintenance(db.clock.now()));
    },
  },
  serverErrors: {
    name: 'serverErrors',
    kind: 'fault',
    description: 'Every endpoint but agency info answers 500 INTERNAL_ERROR.',
    setup: (db) => {
      db.faults.serverErrors = true;
    },
  },
  slowNetwork: slowNetworkBy(SLOW_NETWORK_MS),
  ordersFail: {
    name: 'ordersFail',
    kind: 'fault',
    description:
      'The provider gateway refuses new orders: a valid deposit answers 502 DEPOSIT_FAILED, a valid withdrawal 502 WITHDRAW_FAILED; nothing is created, no credit is taken.',
    setup: (db) => {
      db.faults.ordersFail = true;
    },
  },
  brokenContract: {
    name: 'brokenContract',
    kind: 'fault',
    description: `Answers break the contract as a careless agency API would, in ${CONTRACT_BREAKS.length} ways (handlers/broken.ts): the conformance check must name each.`,
    setup: (db) => {
      db.faults.brokenContract = true;
    },
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

/** A scenario by name ('openOrder'), parameterised name ('signedInAs:newbie', 'slowNetwork:500') or object. */
export type ScenarioInput = ScenarioName | Scenario | (string & {});

export function resolveScenario(input: ScenarioInput): Scenario {
  if (typeof input !== 'string') return input;
  if (input in scenarios) return scenarios[input as ScenarioName];
  const [name, arg] = input.split(':', 2);
  if (name === 'signedInAs' && arg) return signedInAs(arg);
  if (name === 'slowNetwork' && arg && /^\d+$/.test(arg)) return slowNetworkBy(Number(arg));
  throw new RangeError(`Unknown scenario "${input}". Known: ${SCENARIO_NAMES.join(', ')}, signedInAs:<username>, slowNetwork:<ms>`);
}

const ORDER: Record<Scenario['kind'], number> = { session: 0, data: 1, fault: 2 };

/** Resolves and orders scenarios: session first (data scenarios act on its player), then data, then faults. */
export function resolveScenarios(inputs: readonly ScenarioInput[]): Scenario[] {
  return inputs.map(resolveScenario).sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}

/** "openOrder, signedIn" -> ['openOrder', 'signedIn'] (the SCENARIO environment variable). */
export function parseScenarioList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
