import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Decimal } from '../schemas/common';
import {
  add,
  BANK_CURRENCY,
  checkDeposit,
  compare,
  CREDIT_CURRENCY,
  CURRENCY_DECIMALS,
  depositCredit,
  depositPromotionFor,
  divide,
  exchange,
  findRate,
  fromFixedPoint,
  isCreditAmount,
  isDecimal,
  isWholeAmount,
  isZero,
  max,
  min,
  multiply,
  paymentCurrencies,
  paymentMethodsFor,
  percentOf,
  promotionBonus,
  quoteWithdrawal,
  round,
  subtract,
  sum,
  toCurrency,
  toFixedPoint,
  withdrawPromotionFor,
  withdrawRuleStates,
  type ExchangeType,
  type Rounding,
  type WithdrawPromotion,
} from './index';
import type { ExchangeRate, PaymentMethod, Promotion, UsageStatus, WithdrawRules } from '../schemas';

const rates: ExchangeRate[] = [
  { currency: 'LAK', buy: '1', sell: '1' },
  { currency: 'THB', buy: '640', sell: '650' },
  { currency: 'USD', buy: '21000', sell: '21500' },
];

describe('constants', () => {
  it('credits are THB with 2 decimals, bank amounts whole kip', () => {
    expect(CREDIT_CURRENCY).toBe('THB');
    expect(BANK_CURRENCY).toBe('LAK');
    expect(CURRENCY_DECIMALS).toEqual({ LAK: 0, THB: 2, USD: 2 });
  });
});

describe('decimal arithmetic', () => {
  it.each([
    ['1.005', 2, 'halfUp', '1.01'],
    ['1.005', 2, 'down', '1.00'],
    ['1.005', 2, 'up', '1.01'],
    ['1.004', 2, 'halfUp', '1.00'],
    ['1.004', 2, 'up', '1.01'],
    ['1.009', 2, 'down', '1.00'],
    ['0.125', 2, 'halfUp', '0.13'],
    ['2.5', 0, 'halfUp', '3'],
    ['2.4999', 0, 'halfUp', '2'],
    ['7', 2, 'halfUp', '7.00'],
    ['0.5', 0, 'down', '0'],
    // negatives round by magnitude: half away from zero, down towards zero, up away from zero
    ['-2.5', 0, 'halfUp', '-3'],
    ['-1.005', 2, 'halfUp', '-1.01'],
    ['-1.005', 2, 'down', '-1.00'],
    ['-1.001', 2, 'up', '-1.01'],
    ['-0.001', 2, 'halfUp', '0.00'],
    ['-0.004', 2, 'down', '0.00'],
    // large values keep every digit (no float)
    ['123456789012345678.995', 2, 'halfUp', '123456789012345679.00'],
    ['99999999999999999999.5', 0, 'halfUp', '100000000000000000000'],
    ['987654321987654321.129', 2, 'down', '987654321987654321.12'],
    ['-123456789012345678.995', 2, 'halfUp', '-123456789012345679.00'],
    // more than 8 decimals: the rest is dropped before rounding
    ['1.123456789', 8, 'up', '1.12345678'],
  ] as const)('round(%s, %i, %s) = %s', (value, decimals, rounding: Rounding, expected) => {
    expect(round(value, decimals, rounding)).toBe(expected);
  });

  it('rounds half up by default', () => {
    expect(round('0.445', 2)).toBe('0.45');
    expect(fromFixedPoint(toFixedPoint('12.345'), 2)).toBe('12.35');
  });

  it.each([
    ['1', true],
    ['-20.5', true],
    ['0.00000001', true],
    ['1.', false],
    ['.5', false],
    ['1e5', false],
    ['abc', false],
    ['', false],
  ])('isDecimal(%j) = %s', (value, expected) => {
    expect(isDecimal(value)).toBe(expected);
  });

  it('refuses to parse what is not a decimal', () => {
    expect(() => toFixedPoint('12,5')).toThrow(RangeError);
    expect(toFixedPoint(' 1.5 ')).toBe(150_000_000n);
  });

  it('adds, subtracts, multiplies and divides without float error', () => {
    expect(compare(add('0.1', '0.2'), '0.3')).toBe(0);
    expect(subtract('1', '0.9')).toBe('0.10000000');
    expect(multiply('1.5', '2')).toBe('3.00000000');
    expect(multiply('-1.5', '2')).toBe('-3.00000000');
    expect(divide('1', '3')).toBe('0.33333333');
    expect(percentOf('200', '12.5')).toBe('25.00000000');
    expect(sum(['1', '2.5', '-0.5'])).toBe('3.00000000');
    expect(sum([])).toBe('0');
    expect(() => divide('1', '0')).toThrow(RangeError);
  });

  it('compares', () => {
    expect([compare('1', '2'), compare('2.0', '2'), compare('-1', '-2')]).toEqual([-1, 0, 1]);
    expect(min('1.5', '1.25')).toBe('1.25');
    expect(max('1.5', '1.25')).toBe('1.5');
    expect([isZero('0'), isZero('-0.00'), isZero('0.01')]).toEqual([true, true, false]);
  });

  it.each([
    ['1234.5', 'LAK', '1235'],
    ['1234.5', 'THB', '1234.50'],
    ['0.005', 'USD', '0.01'],
  ] as const)('toCurrency(%s, %s) = %s', (value, currency, expected) => {
    expect(toCurrency(value, currency)).toBe(expected);
  });

  it.each([
    ['10', true, true],
    ['0', false, false],
    ['1.5', false, true],
    ['1.55', false, true],
    ['1.555', false, false],
    ['-5', false, false],
    ['0.00', false, false],
    // Canonical only (issue 15): no leading zeros, at most 13 integer digits.
    ['0100', false, false],
    ['000000000000000000000000000000100000', false, false],
    ['9999999999999', true, true],
    ['10000000000000', false, false],
    ['0.50', false, true],
  ])('%s: whole kip %s, credit %s', (value, whole, credit) => {
    expect(isWholeAmount(value)).toBe(whole);
    expect(isCreditAmount(value)).toBe(credit);
  });

  it.each([
    ['1500000', true],
    ['123.45', true],
    ['-20.5', true],
    ['0', true],
    ['0.00000001', true],
    ['0100', false],
    ['-007', false],
    ['1.', false],
    ['.5', false],
    ['+1', false],
    ['10000000000000', false],
    ['1.123456789', false],
  ])('the contract Decimal takes %s: %s', (value, valid) => {
    expect(z.safeParse(Decimal, value).success).toBe(valid);
  });
});

describe('exchange (SPEC §9)', () => {
  it.each([
    // DEPOSIT: kip / sell, rounded down to the credit currency
    ['DEPOSIT', '650000', 'THB', '1000.00'],
    ['DEPOSIT', '500000', 'THB', '769.23'],
    ['DEPOSIT', '1000', 'THB', '1.53'], // 1.538 rounds down, never up
    ['DEPOSIT', '215000', 'USD', '10.00'],
    // WITHDRAW: credit x buy, rounded down to whole kip
    ['WITHDRAW', '100', 'THB', '64000'],
    ['WITHDRAW', '0.999', 'THB', '639'],
    ['WITHDRAW', '1.5', 'USD', '31500'],
    // DEPOSIT_FROM: credit wanted x sell, rounded up to whole kip
    ['DEPOSIT_FROM', '10', 'THB', '6500'],
    ['DEPOSIT_FROM', '10.01', 'THB', '6507'], // 6506.5 rounds up
    ['DEPOSIT_FROM', '0.001', 'THB', '1'],
  ] as const)('%s %s %s = %s', (type: ExchangeType, amount, currency, expected) => {
    expect(exchange(type, amount, rates, currency)).toBe(expected);
  });

  it('uses THB by default', () => {
    expect(exchange('DEPOSIT', '650000', rates)).toBe('1000.00');
  });

  it.each([
    ['DEPOSIT', '0.00'],
    ['WITHDRAW', '0'],
    ['DEPOSIT_FROM', '0'],
  ] as const)('no matching currency gives 0 (%s)', (type, expected) => {
    const withoutThb = rates.filter((r) => r.currency !== 'THB');
    expect(exchange(type, '650000', withoutThb)).toBe(expected);
    expect(exchange(type, '650000', [])).toBe(expected);
    // a zero rate is no rate
    expect(exchange(type, '650000', [{ currency: 'THB', buy: '0', sell: '0' }])).toBe(expected);
  });

  it('findRate skips zero rates', () => {
    expect(findRate(rates, 'USD')?.sell).toBe('21500');
    expect(findRate([{ currency: 'THB', buy: '640', sell: '0' }], 'THB')).toBeUndefined();
  });
});

describe('payment methods (SPEC §5)', () => {
  const method = (code: string, mid: string, currency: PaymentMethod['currency'], isEnabled = true): PaymentMethod => ({
    code,
    mid,
    displayName: code,
    currency,
    isEnabled,
    bankCode: 'BCEL',
    minAmount: '10000',
    maxAmount: '5000000',
  });
  const methods = [
    method('A', 'M1', 'LAK'),
    method('B', 'M1', 'LAK'), // same MID: a duplicate
    method('C', 'M2', 'LAK', false), // disabled
    method('D', 'M3', 'THB'),
    method('E', 'M4', 'LAK'),
    method('F', 'M2', 'LAK'), // M2 again, enabled this time
    method('G', 'M5', 'USD', false),
  ];
  const codes = (list: PaymentMethod[]) => list.map((m) => m.code);

  it.each([
    ['LAK', ['A', 'E', 'F']],
    ['THB', ['D']],
    ['USD', []],
  ] as const)('paymentMethodsFor %s: enabled, one per MID, first wins', (currency, expected) => {
    expect(codes(paymentMethodsFor(methods, currency))).toEqual(expected);
  });

  it('paymentCurrencies: enabled, one per currency, first wins', () => {
    expect(codes(paymentCurrencies(methods))).toEqual(['A', 'D']);
    expect(paymentCurrencies(methods.map((m) => ({ ...m, isEnabled: false })))).toEqual([]);
  });
});

describe('checkDeposit', () => {
  const method = { isEnabled: true, minAmount: '10000', maxAmount: '5000000' };
  const promotion = { setAmount: '100000', creditThreshold: '10' };
  it.each([
    ['within limits', { amount: '10000', method }, { ok: true }],
    ['at the maximum', { amount: '5000000', method }, { ok: true }],
    ['disabled method', { amount: '10000', method: { ...method, isEnabled: false } }, { ok: false, code: 'PAYMENT_METHOD_DISABLED' }],
    ['a fraction of kip', { amount: '12.5', method }, { ok: false, code: 'VALIDATION_ERROR' }],
    ['zero', { amount: '0', method }, { ok: false, code: 'VALIDATION_ERROR' }],
    ['below the minimum', { amount: '9999', method }, { ok: false, code: 'AMOUNT_TOO_LOW', params: { min: '10000' } }],
    ['above the maximum', { amount: '5000001', method }, { ok: false, code: 'AMOUNT_TOO_HIGH', params: { max: '5000000' } }],
    [
      'promotion: credit at the threshold',
      { amount: '100000', method, promotion, credit: '10' },
      { ok: false, code: 'PROMOTION_CREDIT_USED', params: { threshold: '10.00' } },
    ],
    ['promotion: credit below the threshold, set amount', { amount: '100000', method, promotion, credit: '9.99' }, { ok: true }],
    [
      'promotion: another amount',
      { amount: '200000', method, promotion, credit: '0' },
      { ok: false, code: 'AMOUNT_MUST_EQUAL_PROMOTION', params: { amount: '100000' } },
    ],
    ['promotion without a set amount', { amount: '200000', method, promotion: { ...promotion, setAmount: null }, credit: '0' }, { ok: true }],
    ['promotion, credit unknown', { amount: '100000', method, promotion }, { ok: true }],
    ['no promotion', { amount: '200000', method, promotion: null, credit: '999' }, { ok: true }],
  ] as const)('%s', (_, input, expected) => {
    expect(checkDeposit(input)).toEqual(expected);
  });
});

describe('depositCredit', () => {
  const bonus = (over: Partial<Pick<Promotion, 'bonusPercent' | 'bonusCredit' | 'maxBonusCredit'>>) => ({
    bonusPercent: null,
    bonusCredit: null,
    maxBonusCredit: null,
    ...over,
  });
  it.each([
    ['no promotion', '650000', null, '1000.00', '0.00', '1000.00'],
    ['DEPOSIT_BONUS 10 %', '650000', bonus({ bonusPercent: '10' }), '1000.00', '100.00', '1100.00'],
    ['DEPOSIT_BONUS 10 % capped at 50', '650000', bonus({ bonusPercent: '10', maxBonusCredit: '50' }), '1000.00', '50.00', '1050.00'],
    ['FIRST_DEPOSIT 100 % capped at 500', '650000', bonus({ bonusPercent: '100', maxBonusCredit: '500' }), '1000.00', '500.00', '1500.00'],
    ['FIXED_CREDIT 300', '650000', bonus({ bonusCredit: '300' }), '1000.00', '300.00', '1300.00'],
    ['FIXED_CREDIT 300 capped at 200', '650000', bonus({ bonusCredit: '300', maxBonusCredit: '200' }), '1000.00', '200.00', '1200.00'],
    ['bonus rounds down', '100000', bonus({ bonusPercent: '15' }), '153.84', '23.07', '176.91'],
  ] as const)('%s', (_, amount, promotion, credit, promotionCredit, totalCredit) => {
    expect(depositCredit(amount, rates, promotion)).toEqual({ rate: '650', credit, promotionCredit, totalCredit });
  });

  it('is null without a THB rate', () => {
    expect(depositCredit('650000', rates.filter((r) => r.currency !== 'THB'))).toBeNull();
  });

  it('promotionBonus prefers the percentage and is 0 without a promotion', () => {
    expect(promotionBonus('200', bonus({ bonusPercent: '5', bonusCredit: '100' }))).toBe('10.00');
    expect(promotionBonus('200', undefined)).toBe('0.00');
    expect(promotionBonus('200', bonus({}))).toBe('0.00');
  });
});

describe('quoteWithdrawal (SPEC §5)', () => {
  const limits = { withdrawMinCredit: '100', withdrawMaxCredit: '50000' };
  const rules = (over: Partial<WithdrawRules> = {}): WithdrawRules => ({
    withdrawAll: false,
    minBalanceCredit: null,
    minBalancePercent: null,
    maxReceiveCredit: null,
    maxReceivePercent: null,
    ...over,
  });
  const promo = (over: Partial<WithdrawRules>, receivedCredit: string | null = '1100', bonusCredit: string | null = null): WithdrawPromotion => ({
    promotion: { withdraw: rules(over) },
    receivedCredit,
    bonusCredit,
  });
  const quote = (credit: string, balance: string, promotion?: WithdrawPromotion | null, r = rates) =>
    quoteWithdrawal({ credit, balance, rates: r, limits, promotion });
  const paid = (credit: string, bonusDeducted: string, creditReceived: string, creditReturned: string, amount: string) => ({
    ok: true,
    credit,
    bonusDeducted,
    creditReceived,
    creditReturned,
    rate: '640',
    amount,
  });

  it.each([
    ['invalid credit', () => quote('abc', '1000'), { ok: false, code: 'CREDIT_INCORRECT' }],
    ['zero credit', () => quote('0', '1000'), { ok: false, code: 'CREDIT_INCORRECT' }],
    ['three decimals', () => quote('100.123', '1000'), { ok: false, code: 'CREDIT_INCORRECT' }],
    ['not enough credit', () => quote('2000', '1500'), { ok: false, code: 'CREDIT_NOT_ENOUGH', params: { balance: '1500.00' } }],
    ['below the minimum', () => quote('99.99', '1000'), { ok: false, code: 'AMOUNT_TOO_LOW', params: { min: '100.00' } }],
    ['above the maximum', () => quote('50000.01', '60000'), { ok: false, code: 'AMOUNT_TOO_HIGH', params: { max: '50000.00' } }],
    ['no rate', () => quote('500', '1000', null, []), { ok: false, code: 'RATE_UNAVAILABLE' }],
    ['plain withdrawal', () => quote('500', '1000'), paid('500.00', '0.00', '500.00', '0.00', '320000')],
    ['at the minimum', () => quote('100', '100'), paid('100.00', '0.00', '100.00', '0.00', '64000')],
    ['cents convert down to whole kip', () => quote('100.99', '1000'), paid('100.99', '0.00', '100.99', '0.00', '64633')],
    // withdraw all
    [
      'withdraw all: part of the balance',
      () => quote('500', '1000', promo({ withdrawAll: true })),
      { ok: false, code: 'WITHDRAW_ALL_REQUIRED', params: { balance: '1000.00' } },
    ],
    ['withdraw all: the whole balance', () => quote('1000', '1000', promo({ withdrawAll: true })), paid('1000.00', '0.00', '1000.00', '0.00', '640000')],
    // minimum balance: a credit, or a percentage of the received credit
    [
      'min balance credit: below',
      () => quote('500', '700', promo({ minBalanceCredit: '800' })),
      { ok: false, code: 'WITHDRAW_BELOW_PROMOTION_MIN', params: { min: '800.00' } },
    ],
    ['min balance credit: reached', () => quote('500', '800', promo({ minBalanceCredit: '800' })), paid('500.00', '0.00', '500.00', '0.00', '320000')],
    [
      'min balance 50 % of 1100: below',
      () => quote('500', '549.99', promo({ minBalancePercent: '50' })),
      { ok: false, code: 'WITHDRAW_BELOW_PROMOTION_MIN', params: { min: '550.00' } },
    ],
    ['min balance 50 % of 1100: reached', () => quote('500', '550', promo({ minBalancePercent: '50' })), paid('500.00', '0.00', '500.00', '0.00', '320000')],
    [
      'min balance percent rounds the minimum up',
      () => quote('500', '500', promo({ minBalancePercent: '50' }, '1000.01')),
      { ok: false, code: 'WITHDRAW_BELOW_PROMOTION_MIN', params: { min: '500.01' } },
    ],
    ['min balance percent before the deposit is paid', () => quote('500', '500', promo({ minBalancePercent: '50' }, null)), paid('500.00', '0.00', '500.00', '0.00', '320000')],
    // maximum receivable: a credit, or a percentage; the excess is returned
    ['max receive credit 300: excess returned', () => quote('1000', '1000', promo({ maxReceiveCredit: '300' })), paid('1000.00', '0.00', '300.00', '700.00', '192000')],
    ['max receive credit above the credit', () => quote('200', '1000', promo({ maxReceiveCredit: '300' })), paid('200.00', '0.00', '200.00', '0.00', '128000')],
    [
      'max receive 200 % of 1100 with bonus 100 deducted',
      () => quote('3000', '3000', promo({ maxReceivePercent: '200' }, '1100', '100')),
      paid('3000.00', '100.00', '2200.00', '700.00', '1408000'),
    ],
    // the bonus is deducted
    ['bonus deducted', () => quote('500', '1000', promo({}, '1100', '100')), paid('500.00', '100.00', '400.00', '0.00', '256000')],
    ['bonus larger than the credit', () => quote('100', '1000', promo({}, '1100', '150')), paid('100.00', '100.00', '0.00', '0.00', '0')],
  ] as const)('%s', (_, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('withdrawPromotionFor (which promotion binds a withdrawal)', () => {
  const withdraw: WithdrawRules = {
    withdrawAll: true,
    minBalanceCredit: null,
    minBalancePercent: '200',
    maxReceiveCredit: null,
    maxReceivePercent: '300',
  };
  const promotion = { withdraw };
  const usage = (over: Partial<{ status: UsageStatus; provider: 'askmebet' | 'gclub'; depositCredit: string | null; bonusCredit: string | null }> = {}) => ({
    status: 'USED' as UsageStatus,
    provider: 'askmebet' as const,
    depositCredit: '1500.00',
    bonusCredit: '750.00',
    ...over,
  });

  it('binds once its deposit was credited (USED) on this provider: received = deposit credit + bonus', () => {
    const result = withdrawPromotionFor(usage(), promotion, 'askmebet');
    expect(result).toMatchObject({ promotion, bonusCredit: '750.00' });
    expect(compare(result?.receivedCredit ?? '0', '2250')).toBe(0);
  });

  it.each([
    ['another provider', usage(), 'gclub'],
    ['claimed, deposit not yet credited (ACTIVE)', usage({ status: 'ACTIVE' }), 'askmebet'],
    ['no usage', null, 'askmebet'],
  ] as const)('does not bind: %s', (_, u, provider) => {
    expect(withdrawPromotionFor(u, promotion, provider)).toBeNull();
  });
});

describe('depositPromotionFor (which promotion governs a deposit)', () => {
  const promotion = { setAmount: '500000', creditThreshold: '10' };
  const usage = (status: UsageStatus, provider: 'askmebet' | 'gclub' = 'askmebet') => ({ usageId: 'U1', status, provider });

  it('an ACTIVE usage on this provider governs and adds its bonus', () => {
    const active = usage('ACTIVE');
    expect(depositPromotionFor(active, promotion, 'askmebet')).toEqual({ usage: active, promotion, bonus: true });
  });

  it('a USED one still governs (set amount, credit threshold) but adds no bonus: its deposit was made', () => {
    expect(depositPromotionFor(usage('USED'), promotion, 'askmebet')).toMatchObject({ promotion, bonus: false });
  });

  it.each([
    ['another provider', usage('ACTIVE', 'gclub'), promotion],
    ['no usage', null, promotion],
    ['a usage without its promotion', usage('ACTIVE'), undefined],
  ] as const)('governs nothing: %s', (_, u, p) => {
    expect(depositPromotionFor(u, p, 'askmebet')).toBeNull();
  });
});

describe('withdrawRuleStates (the rules said before submit agree with quoteWithdrawal)', () => {
  const limits = { withdrawMinCredit: '100', withdrawMaxCredit: '50000' };
  const slot: WithdrawPromotion = {
    promotion: {
      withdraw: { withdrawAll: true, minBalanceCredit: null, minBalancePercent: '200', maxReceiveCredit: null, maxReceivePercent: '300' },
    },
    receivedCredit: '2250',
    bonusCredit: '750',
  };
  const states = (balance: string, credit?: string) =>
    Object.fromEntries(withdrawRuleStates(slot, balance, credit).map((r) => [r.rule, [r.value, r.blocking]]));

  it.each([
    ['nothing typed, balance over the minimum', '8000', undefined, { withdrawAll: ['8000.00', false], minBalance: ['4500.00', false], maxReceive: ['6750.00', false], bonusDeducted: ['750.00', false] }],
    ['part of the balance typed: withdraw all blocks', '8000', '5000', { withdrawAll: ['8000.00', true], minBalance: ['4500.00', false], maxReceive: ['6750.00', false], bonusDeducted: ['750.00', false] }],
    ['balance under the minimum: blocks whatever is typed', '4000', undefined, { withdrawAll: ['4000.00', false], minBalance: ['4500.00', true], maxReceive: ['6750.00', false], bonusDeducted: ['750.00', false] }],
  ] as const)('%s', (_, balance, credit, expected) => {
    expect(states(balance, credit)).toEqual(expected);
    const quote = quoteWithdrawal({ credit: credit ?? balance, balance, rates, limits, promotion: slot });
    const blocking = Object.values(expected).some(([, b]) => b);
    expect(quote.ok).toBe(!blocking);
  });

  it('a promotion without rules says nothing', () => {
    const none: WithdrawPromotion = {
      promotion: { withdraw: { withdrawAll: false, minBalanceCredit: null, minBalancePercent: null, maxReceiveCredit: null, maxReceivePercent: null } },
      receivedCredit: '1000',
      bonusCredit: null,
    };
    expect(withdrawRuleStates(none, '1000')).toEqual([]);
  });
});
