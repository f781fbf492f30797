import type { PaymentMethod, Promotion, Provider } from '@dokkham/api/schemas';
import { add, quoteWithdrawal } from '@dokkham/api/money';
import { createDeposit, createUsage, createWithdrawal } from '../ops';
import { ids, nextSeq, setCredit } from '../queries';
import { createRandom, type Random } from '../random';
import type { BankAccountRecord, Db, PlayerRecord, UsageRecord } from '../types';
import { PROMO } from './promotions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const NEVER = '0001-01-01T00:00:00Z';

/** The seeded logins (README "Demo logins"). */
export const LOGINS = {
  demo: { username: 'demo', password: 'demo1234' },
  newbie: { username: 'newbie', password: 'newbie1234' },
  blocked: { username: 'blocked', password: 'blocked1234' },
  /** Deposit limits with a raise pending, most of today's limit used, a 60-minute reality check. */
  careful: { username: 'careful', password: 'careful1234' },
  /** On a 7-day break that began 2 days ago. */
  resting: { username: 'resting', password: 'resting1234' },
} as const;
export type SeedPlayer = keyof typeof LOGINS;

function addPlayer(db: Db, p: Omit<PlayerRecord, 'id'>): PlayerRecord {
  const player = { id: ids.player(nextSeq(db)), ...p };
  db.players.push(player);
  return player;
}

function addAccount(db: Db, a: Omit<BankAccountRecord, 'id' | 'bankName'>): BankAccountRecord {
  const bank = db.banks.find((b) => b.code === a.bankCode);
  const account = { id: ids.bankAccount(nextSeq(db)), bankName: bank?.name ?? a.bankCode, ...a };
  db.bankAccounts.push(account);
  return account;
}

export function seedPlayers(db: Db, now: Date): void {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const iso = (ms: number) => at(ms).toISOString();

  const demo = addPlayer(db, {
    username: LOGINS.demo.username,
    displayName: 'Somsack',
    password: LOGINS.demo.password,
    createdAt: iso(-160 * DAY),
    lastLoginAt: iso(-DAY),
    passwordChangedAt: iso(-160 * DAY),
    blocked: false,
  });
  const demoAccount = addAccount(db, {
    playerId: demo.id,
    bankCode: 'BCEL',
    accountNumber: '010120001234567001',
    accountName: 'SOMSACK PHOMMAVONG',
    currency: 'LAK',
    owner: 'SELF',
    createdAt: iso(-159 * DAY),
  });
  seedHistory(db, demo.id, demoAccount, now, createRandom(20250314));
  // Credit in every provider. gclub_live stays below the thresholds so a bonus can be claimed there.
  setCredit(db, demo.id, 'alphabet', '1250.50');
  setCredit(db, demo.id, 'askmebet', '820');
  setCredit(db, demo.id, 'gclub', '3400');
  setCredit(db, demo.id, 'gclub_live', '12.50');

  addPlayer(db, {
    username: LOGINS.newbie.username,
    displayName: 'newbie',
    password: LOGINS.newbie.password,
    createdAt: iso(-HOUR),
    lastLoginAt: NEVER,
    passwordChangedAt: iso(-HOUR),
    blocked: false,
  });

  const blocked = addPlayer(db, {
    username: LOGINS.blocked.username,
    displayName: 'Khamla',
    password: LOGINS.blocked.password,
    createdAt: iso(-40 * DAY),
    lastLoginAt: iso(-3 * DAY),
    passwordChangedAt: iso(-40 * DAY),
    blocked: true,
  });
  const blockedAccount = addAccount(db, {
    playerId: blocked.id,
    bankCode: 'LDB',
    accountNumber: '0301000456789123',
    accountName: 'KHAMLA SISOUK',
    currency: 'LAK',
    owner: 'SELF',
    createdAt: iso(-40 * DAY),
  });
  seedHistory(db, blocked.id, blockedAccount, now, createRandom(7), { scale: 0.08, usages: false });
  setCredit(db, blocked.id, 'alphabet', '300');
  setCredit(db, blocked.id, 'askmebet', '0');
  setCredit(db, blocked.id, 'gclub', '1000');
  setCredit(db, blocked.id, 'gclub_live', '0');

  const careful = addPlayer(db, {
    username: LOGINS.careful.username,
    displayName: 'Noy',
    password: LOGINS.careful.password,
    createdAt: iso(-90 * DAY),
    lastLoginAt: iso(-2 * DAY),
    passwordChangedAt: iso(-90 * DAY),
    blocked: false,
  });
  const carefulAccount = addAccount(db, {
    playerId: careful.id,
    bankCode: 'BCEL',
    accountNumber: '010120009876543001',
    accountName: 'NOY KEOMANY',
    currency: 'LAK',
    owner: 'SELF',
    createdAt: iso(-89 * DAY),
  });
  seedHistory(db, careful.id, carefulAccount, at(-8 * DAY), createRandom(2511), { scale: 0.15, usages: false });
  // Today: 1,500,000 of the 2,000,000 daily limit deposited 3 hours ago (500,000 left).
  const today = createDeposit(db, { playerId: careful.id, provider: 'gclub', method: firstLakMethod(db), amount: '1500000', at: at(-3 * HOUR) });
  if (today) {
    today.status = 'SUCCESS';
    today.paidAt = today.updatedAt = iso(-3 * HOUR + 5 * 60_000);
  }
  db.protection.set(careful.id, {
    limits: { daily: '2000000', weekly: '5000000', monthly: null },
    // Raised to 3,000,000 four hours ago: applies 20 hours from now.
    pendingLimits: { daily: { amount: '3000000', appliesAt: iso(20 * HOUR) } },
    realityCheckMinutes: 60,
    pendingRealityCheck: null,
    restriction: null,
  });
  setCredit(db, careful.id, 'alphabet', '0');
  setCredit(db, careful.id, 'askmebet', '0');
  setCredit(db, careful.id, 'gclub', '1500');
  setCredit(db, careful.id, 'gclub_live', '0');

  const resting = addPlayer(db, {
    username: LOGINS.resting.username,
    displayName: 'Vanh',
    password: LOGINS.resting.password,
    createdAt: iso(-120 * DAY),
    lastLoginAt: iso(-2 * DAY),
    passwordChangedAt: iso(-120 * DAY),
    blocked: false,
  });
  const restingAccount = addAccount(db, {
    playerId: resting.id,
    bankCode: 'LDB',
    accountNumber: '0301000765432198',
    accountName: 'VANH INTHAVONG',
    currency: 'LAK',
    owner: 'SELF',
    createdAt: iso(-119 * DAY),
  });
  seedHistory(db, resting.id, restingAccount, at(-2 * DAY), createRandom(3011), { scale: 0.1, usages: false });
  db.protection.set(resting.id, {
    limits: { daily: null, weekly: null, monthly: null },
    pendingLimits: {},
    realityCheckMinutes: null,
    pendingRealityCheck: null,
    restriction: { kind: 'BREAK', period: '7d', startedAt: iso(-2 * DAY), endsAt: iso(5 * DAY) },
  });
  setCredit(db, resting.id, 'alphabet', '0');
  setCredit(db, resting.id, 'askmebet', '0');
  setCredit(db, resting.id, 'gclub', '2000');
  setCredit(db, resting.id, 'gclub_live', '0');
}

function firstLakMethod(db: Db): PaymentMethod {
  const method = db.paymentMethods.find((m) => m.isEnabled && m.currency === 'LAK');
  if (!method) throw new Error('seed: no enabled LAK payment method');
  return method;
}

type Event =
  | { kind: 'usage'; status: 'SUCCESS' | 'CANCELED' | 'INACTIVE' }
  | { kind: 'deposit'; status: 'SUCCESS' | 'CANCELED' | 'FAILED' | 'REJECTED' }
  | { kind: 'withdrawal'; status: 'SUCCESS' | 'REJECTED' | 'FAILED' };

const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

const AMOUNTS = ['100000', '150000', '200000', '300000', '500000', '680000', '1000000', '1500000', '2000000', '3400000'];
const CREDITS = ['200', '350', '500', '800', '1000', '1250.50', '1500', '2000', '2750.25', '3000', '4500', '6000'];

/**
 * A long, plausible history, oldest first so codes and sequence follow time: 64 promotion usages
 * (the first the welcome bonus, one FIXED_CREDIT on gclub, SUCCESS ones each with their qualifying
 * deposit), 72 deposits and 64 withdrawals in every terminal status. In-flight states (OPEN, PAID,
 * ACTIVE, USED) come from scenarios, so the demo player starts free to deposit and claim.
 */
function seedHistory(
  db: Db,
  playerId: string,
  account: BankAccountRecord,
  now: Date,
  rnd: Random,
  options: { scale?: number; usages?: boolean } = {},
): void {
  const scale = options.scale ?? 1;
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const events: Event[] = [
    ...(options.usages === false
      ? []
      : [
          ...repeat(n(27), { kind: 'usage', status: 'SUCCESS' } as const),
          ...repeat(n(20), { kind: 'usage', status: 'CANCELED' } as const),
          ...repeat(n(16), { kind: 'usage', status: 'INACTIVE' } as const),
        ]),
    ...repeat(n(24), { kind: 'deposit', status: 'SUCCESS' } as const),
    ...repeat(n(8), { kind: 'deposit', status: 'CANCELED' } as const),
    ...repeat(n(6), { kind: 'deposit', status: 'FAILED' } as const),
    ...repeat(n(6), { kind: 'deposit', status: 'REJECTED' } as const),
    ...repeat(n(46), { kind: 'withdrawal', status: 'SUCCESS' } as const),
    ...repeat(n(10), { kind: 'withdrawal', status: 'REJECTED' } as const),
    ...repeat(n(8), { kind: 'withdrawal', status: 'FAILED' } as const),
  ];
  // Deterministic shuffle (Fisher-Yates).
  for (let i = events.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [events[i], events[j]] = [events[j] as Event, events[i] as Event];
  }
  const withUsages = options.usages !== false;
  if (withUsages) events.unshift({ kind: 'usage', status: 'SUCCESS' }); // the welcome bonus, first of all

  const methods = db.paymentMethods.filter((m) => m.isEnabled && m.currency === 'LAK');
  const span = 150 * DAY;
  const step = span / (events.length + 1);
  const promotions = new Map(db.promotions.map((p) => [p.id, p]));
  const promo = (id: string): Promotion => {
    const p = promotions.get(id);
    if (!p) throw new Error(`seed: no promotion ${id}`);
    return p;
  };
  let fixedUsed = false;
  let lastUsed: { usage: UsageRecord; promotion: Promotion } | null = null;

  events.forEach((event, index) => {
    const t = new Date(now.getTime() - span + (index + 1) * step + rnd.int(0, Math.floor(step / 3)));
    const later = (ms: number) => new Date(Math.min(t.getTime() + ms, now.getTime() - 5 * 60_000)).toISOString();

    if (event.kind === 'usage') {
      let promotion: Promotion;
      let provider: Provider;
      if (index === 0) {
        promotion = promo(PROMO.welcome);
        provider = 'alphabet';
      } else if (event.status === 'SUCCESS' && !fixedUsed && index > events.length / 3) {
        fixedUsed = true;
        promotion = promo(PROMO.fixed);
        provider = 'gclub';
      } else {
        const choices = event.status === 'SUCCESS' ? [PROMO.daily, PROMO.slot, PROMO.live] : [PROMO.daily, PROMO.slot, PROMO.live, PROMO.songkran];
        promotion = promo(rnd.pick(choices));
        provider = rnd.pick(promotion.providers);
      }
      const usage = createUsage(db, { playerId, promotion, provider, at: t });
      usage.status = event.status;
      if (event.status === 'SUCCESS') {
        const amount = promotion.setAmount ?? rnd.pick(AMOUNTS);
        const order = createDeposit(db, { playerId, provider, method: rnd.pick(methods), amount, usage, at: new Date(t.getTime() + 4 * 60_000) });
        if (!order) throw new Error('seed: no THB rate');
        order.status = 'SUCCESS';
        order.paidAt = later(7 * 60_000);
        order.updatedAt = later(8 * 60_000);
        usage.depositCode = order.code;
        usage.depositCredit = order.credit;
        usage.bonusCredit = order.promotionCredit;
        usage.updatedAt = later(rnd.int(1, 3) * DAY);
        lastUsed = { usage, promotion };
      } else {
        usage.updatedAt = later(event.status === 'CANCELED' ? rnd.int(5, 60) * 60_000 : 2 * DAY);
      }
      return;
    }

    if (event.kind === 'deposit') {
      const method: PaymentMethod = rnd.pick(methods);
      const order = createDeposit(db, { playerId, provider: rnd.pick(['alphabet', 'askmebet', 'gclub', 'gclub_live']), method, amount: rnd.pick(AMOUNTS), at: t });
      if (!order) throw new Error('seed: no THB rate');
      order.status = event.status;
      if (event.status === 'CANCELED') {
        const byExpiry = rnd.next() < 0.5;
        order.canceledBy = byExpiry ? 'EXPIRY' : 'PLAYER';
        order.updatedAt = byExpiry ? order.expiresAt : later(rnd.int(1, 8) * 60_000);
      } else {
        order.paidAt = later(rnd.int(2, 6) * 60_000);
        order.updatedAt = later(rnd.int(7, 15) * 60_000);
      }
      return;
    }

    // Withdrawals: a quarter are made under the last completed promotion, with its rules applied.
    const credit = rnd.pick(CREDITS);
    let provider: Provider = rnd.pick(['alphabet', 'askmebet', 'gclub', 'gclub_live']);
    const limits = db.agency?.settings ?? { withdrawMinCredit: '100', withdrawMaxCredit: '50000' };
    const base = { credit, balance: credit, rates: db.rates, limits };
    let quote = quoteWithdrawal(base);
    let usage: UsageRecord | null = null;
    const used = lastUsed as { usage: UsageRecord; promotion: Promotion } | null;
    if (used && rnd.next() < 0.25) {
      const { depositCredit, bonusCredit } = used.usage;
      const received = depositCredit !== null && bonusCredit !== null ? add(depositCredit, bonusCredit) : null;
      const withPromotion = quoteWithdrawal({
        ...base,
        balance: credit,
        promotion: { promotion: used.promotion, receivedCredit: received, bonusCredit: used.usage.bonusCredit },
      });
      if (withPromotion.ok) {
        quote = withPromotion;
        usage = used.usage;
        provider = used.usage.provider;
        lastUsed = null; // one withdrawal completes a promotion
      }
    }
    if (!quote.ok) throw new Error(`seed: withdrawal quote failed (${quote.code})`);
    const withdrawal = createWithdrawal(db, { playerId, provider, account, quote, usage, at: t });
    withdrawal.status = event.status;
    withdrawal.updatedAt = later(rnd.int(10, 90) * 60_000);
  });
}
