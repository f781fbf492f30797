/**
 * Small valid answers for the package's own tests (the mock backend has the real seed data; the
 * api package must not depend on it). Typed with the schemas, so a contract change breaks them.
 */
import type {
  AgencyInfoResponse,
  CreditResponse,
  DepositOrder,
  PlayerInfoResponse,
  Promotion,
  ProtectionResponse,
  UsageResponse,
  WithdrawalResponse,
} from '../schemas';

export const BASE = 'http://agency.test/api';

export const agencyInfo: AgencyInfoResponse = {
  id: 'agency-1',
  name: 'Dokkham Demo',
  social: {
    whatsapp: 'https://wa.me/8562000000',
    line: 'https://line.me/ti/p/demo',
    facebook: 'https://facebook.com/demo',
    telegram: 'https://t.me/demo',
    twitter: 'https://x.com/demo',
  },
  settings: {
    withdrawMinCredit: '100',
    withdrawMaxCredit: '50000',
    depositQrTtlSeconds: 900,
    depositQuickAmounts: ['100000', '500000'],
  },
};

export const playerInfo: PlayerInfoResponse = {
  player: {
    id: 'p-1',
    username: 'demo',
    displayName: 'demo',
    createdAt: '2024-01-01T00:00:00Z',
    lastLoginAt: '0001-01-01T00:00:00Z',
  },
  credential: { username: 'demo', passwordChangedAt: '2024-01-01T00:00:00Z' },
  bankAccounts: [],
};

export const credit = (provider: CreditResponse['provider'], amount = '1500.50'): CreditResponse => ({
  provider,
  credit: { amount, currency: 'THB' },
});

export const depositOrder = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  code: 'D-0001',
  createdAt: '2024-05-01T10:00:00+07:00',
  updatedAt: '2024-05-01T10:00:00+07:00',
  provider: 'gclub',
  mid: 'MID-BCEL-1',
  bankCode: 'BCEL',
  amount: '500000',
  currency: 'LAK',
  rate: '650',
  credit: '769.23',
  promotionCredit: '0.00',
  totalCredit: '769.23',
  status: 'OPEN',
  expiresAt: '2024-05-01T10:15:00+07:00',
  paidAt: null,
  usageId: null,
  ...over,
});

export const withdrawal: WithdrawalResponse = {
  withdrawal: {
    code: 'W-0001',
    createdAt: '2024-05-01T10:00:00Z',
    updatedAt: '2024-05-01T10:00:00Z',
    provider: 'gclub',
    bankAccountId: 'ba-1',
    bankCode: 'BCEL',
    bankName: 'BCEL',
    accountName: 'DEMO PLAYER',
    accountNumber: '0101000000000001',
    credit: '100.00',
    bonusDeducted: '0.00',
    creditReceived: '100.00',
    creditReturned: '0.00',
    rate: '640',
    amount: '64000',
    currency: 'LAK',
    status: 'OPEN',
    usageId: null,
  },
};

export const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 'promo-1',
  code: 'WELCOME',
  kind: 'FIRST_DEPOSIT',
  title: { lo: 'ໂປຣ', th: 'โปร', cn: '优惠', vn: 'Khuyến mãi' },
  description: { lo: 'ໂປຣ', th: 'โปร', cn: '优惠', vn: 'Khuyến mãi' },
  providers: ['gclub'],
  isActive: true,
  firstOrderOnly: true,
  setAmount: null,
  bonusPercent: '10',
  bonusCredit: null,
  maxBonusCredit: '500',
  creditThreshold: '10',
  withdraw: {
    withdrawAll: false,
    minBalanceCredit: null,
    minBalancePercent: null,
    maxReceiveCredit: null,
    maxReceivePercent: null,
  },
  startsAt: '2024-01-01T00:00:00Z',
  endsAt: '2030-01-01T00:00:00Z',
  ...over,
});

export const usage: UsageResponse = {
  usage: {
    usageId: 'u-1',
    promotionId: 'promo-1',
    title: promotion().title,
    provider: 'gclub',
    status: 'ACTIVE',
    createdAt: '2024-05-01T10:00:00Z',
    updatedAt: '2024-05-01T10:00:00Z',
    depositCode: null,
    depositCredit: null,
    bonusCredit: null,
  },
};

/** Nothing set: no limits, reality check off, no break. */
export const protection: ProtectionResponse = {
  currency: 'LAK',
  limits: (['daily', 'weekly', 'monthly'] as const).map((window) => ({ window, amount: null, used: '0', remaining: null, pending: null })),
  allowance: null,
  realityCheck: { minutes: null, pending: null },
  restriction: null,
  sessionStartedAt: '2024-05-01T00:00:00Z',
  serverTime: '2024-05-01T00:30:00Z',
};
