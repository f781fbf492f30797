import type { AgencyInfoResponse, Bank, ExchangeRate, PaymentMethod } from '@dokkham/api/schemas';

export const AGENCY: AgencyInfoResponse = {
  id: 'ag-dokkham-vte',
  name: 'Dokkham',
  social: {
    whatsapp: 'https://wa.me/8562055512345',
    line: 'https://line.me/ti/p/~dokkham.la',
    facebook: 'https://www.facebook.com/dokkham.la',
    telegram: 'https://t.me/dokkham_la',
    twitter: 'https://x.com/dokkham_la',
  },
  settings: {
    withdrawMinCredit: '100',
    withdrawMaxCredit: '50000',
    depositQrTtlSeconds: 600,
    depositQuickAmounts: ['100000', '200000', '500000', '1000000', '2000000', '5000000'],
  },
};

/** Lao banks (BANK) and e-money wallets (WALLET, refused for withdrawals: SPEC §5). */
export const BANKS: Bank[] = [
  { code: 'BCEL', name: 'Banque pour le Commerce Extérieur Lao Public', shortName: 'BCEL', type: 'BANK' },
  { code: 'LDB', name: 'Lao Development Bank', shortName: 'LDB', type: 'BANK' },
  { code: 'JDB', name: 'Joint Development Bank', shortName: 'JDB', type: 'BANK' },
  { code: 'APB', name: 'Agricultural Promotion Bank', shortName: 'APB', type: 'BANK' },
  { code: 'LVB', name: 'Lao-Viet Bank', shortName: 'LVB', type: 'BANK' },
  { code: 'STB', name: 'ST Bank', shortName: 'ST Bank', type: 'BANK' },
  { code: 'UMONEY', name: 'U-Money', shortName: 'U-Money', type: 'WALLET' },
  { code: 'MMONEY', name: 'M-Money', shortName: 'M-Money', type: 'WALLET' },
];

/**
 * Deposit methods. On purpose: the same MID twice in LAK (the list de-duplicates it), the same MID
 * in THB, several currencies, and a disabled method (PAYMENT_METHOD_DISABLED).
 */
export const PAYMENT_METHODS: PaymentMethod[] = [
  { code: 'BCEL_ONE', mid: 'MID-BCEL-0001', displayName: 'BCEL One', currency: 'LAK', isEnabled: true, bankCode: 'BCEL', minAmount: '50000', maxAmount: '50000000' },
  { code: 'BCEL_ONE_2', mid: 'MID-BCEL-0001', displayName: 'BCEL One (2)', currency: 'LAK', isEnabled: true, bankCode: 'BCEL', minAmount: '50000', maxAmount: '50000000' },
  { code: 'BCEL_ONE_THB', mid: 'MID-BCEL-0001', displayName: 'BCEL One THB', currency: 'THB', isEnabled: true, bankCode: 'BCEL', minAmount: '100', maxAmount: '70000' },
  { code: 'LDB_QR', mid: 'MID-LDB-0007', displayName: 'LDB Trust QR', currency: 'LAK', isEnabled: true, bankCode: 'LDB', minAmount: '100000', maxAmount: '30000000' },
  { code: 'JDB_QR', mid: 'MID-JDB-0003', displayName: 'JDB Yes QR', currency: 'LAK', isEnabled: false, bankCode: 'JDB', minAmount: '50000', maxAmount: '20000000' },
  { code: 'APB_QR', mid: 'MID-APB-0002', displayName: 'APB QR', currency: 'LAK', isEnabled: true, bankCode: 'APB', minAmount: '50000', maxAmount: '10000000' },
  { code: 'BCEL_USD', mid: 'MID-BCEL-0100', displayName: 'BCEL One USD', currency: 'USD', isEnabled: true, bankCode: 'BCEL', minAmount: '5', maxAmount: '2000' },
];

/** Kip per unit. The house sells THB credit at 680 and buys it back at 640. */
export const RATES: ExchangeRate[] = [
  { currency: 'LAK', buy: '1', sell: '1' },
  { currency: 'THB', buy: '640', sell: '680' },
  { currency: 'USD', buy: '21500', sell: '22000' },
];

/**
 * LAPNet IINs per bank for the Lao QR. Invented for the mock (stable, 8 digits); a real backend
 * takes them from its acquirer.
 */
export const BANK_IIN: Record<string, string> = {
  BCEL: '27710418',
  LDB: '27710419',
  JDB: '27710420',
  APB: '27710421',
  LVB: '27710422',
  STB: '27710423',
};
