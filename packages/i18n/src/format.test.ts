import { describe, expect, it } from 'vitest';
import {
  formatCredit,
  formatDate,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  isNeverDate,
  localized,
  type NumberInput,
} from './format';
import { parseNumberInput } from './amountInput';

const NBSP = '\u00a0';

describe('formatNumber: the Lao locale (CLDR lo: group ".", decimal ",")', () => {
  it.each<[NumberInput | null | undefined, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [1234567.891, '1.234.567,891'],
    [1234567.8915, '1.234.567,892'],
    [-1234.5, '-1.234,5'],
    [-0, '0'],
    [0.1 + 0.2, '0,3'],
    [1e21, '1.000.000.000.000.000.000.000'],
    [-987654321, '-987.654.321'],
    [12n ** 10n, '61.917.364.224'],
    ['0', '0'],
    ['007', '7'],
    ['1500000', '1.500.000'],
    ['1234567.50', '1.234.567,50'],
    ['-20.5', '-20,5'],
    ['-0.00', '0,00'],
    [' 42 ', '42'],
    ['12345678901234567890.12', '12.345.678.901.234.567.890,12'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
    ['abc', 'N/A'],
    ['1,5', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each<[NumberInput, number, string]>([
    ['1234.5', 2, '1.234,50'],
    ['1234.555', 2, '1.234,56'],
    ['-1234.555', 2, '-1.234,56'],
    ['99999999999999999.995', 2, '100.000.000.000.000.000,00'],
    [1234.4, 0, '1.234'],
    ['0.004', 2, '0,00'],
  ])('%s with %i decimals -> %s', (value, decimals, expected) => {
    expect(formatNumber(value, { decimals })).toBe(expected);
  });

  it('rounds down when asked (never show credit that is not there)', () => {
    expect(formatNumber('10.009', { decimals: 2, rounding: 'down' })).toBe('10,00');
    expect(formatNumber('-10.009', { decimals: 2, rounding: 'down' })).toBe('-10,00');
  });

  it('prints what full-ICU Intl prints for lo-LA, in every engine', () => {
    // Node ships full ICU; Chromium does not know Lao and would print en-US. Our text is the same
    // everywhere, and the same as CLDR's.
    expect(Intl.NumberFormat.supportedLocalesOf(['lo-LA'])).toEqual(['lo-LA']);
    const lao = new Intl.NumberFormat('lo-LA', { maximumFractionDigits: 3 });
    for (const n of [0, 5, 1000, 1234567.891, -1234.5, 1e15, 0.125, -0.5, 20000000]) {
      expect(formatNumber(n)).toBe(lao.format(n));
    }
    const two = new Intl.NumberFormat('lo-LA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const s of ['0', '1.005', '1234567.5', '-99.999', '12345678901234567890.125']) {
      expect(formatNumber(s, { decimals: 2 })).toBe(two.format(s as unknown as number));
    }
  });

  it('takes a translated N/A', () => {
    expect(formatNumber(null, { na: 'ບໍ່ມີ' })).toBe('ບໍ່ມີ');
  });
});

describe('formatMoney: currency decimals and ISO code', () => {
  it.each<[NumberInput | null, 'LAK' | 'THB' | 'USD', string]>([
    ['1500000', 'LAK', `1.500.000${NBSP}LAK`],
    ['1500000.5', 'LAK', `1.500.001${NBSP}LAK`],
    ['0', 'LAK', `0${NBSP}LAK`],
    ['-250000', 'LAK', `-250.000${NBSP}LAK`],
    ['1234.5', 'THB', `1.234,50${NBSP}THB`],
    ['1234', 'THB', `1.234,00${NBSP}THB`],
    ['-20.005', 'THB', `-20,01${NBSP}THB`],
    ['0.001', 'THB', `0,00${NBSP}THB`],
    ['99999999999999999.99', 'THB', `99.999.999.999.999.999,99${NBSP}THB`],
    ['12.3', 'USD', `12,30${NBSP}USD`],
    [45.678, 'THB', `45,68${NBSP}THB`],
    ['oops', 'THB', 'N/A'],
    [null, 'LAK', 'N/A'],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('leaves the code out on request, and rounds down on request', () => {
    expect(formatMoney('1234.5', 'THB', { code: false })).toBe('1.234,50');
    expect(formatMoney('10.019', 'THB', { rounding: 'down' })).toBe(`10,01${NBSP}THB`);
  });

  it('formats credit as THB', () => {
    expect(formatCredit('100')).toBe(`100,00${NBSP}THB`);
    expect(formatCredit(undefined, { na: '-' })).toBe('-');
  });

  it('formats percentages', () => {
    expect(formatPercent('12.5')).toBe('12,5%');
    expect(formatPercent('100')).toBe('100%');
    expect(formatPercent('x')).toBe('N/A');
  });
});

describe('formatDate: DD/MM/YYYY HH:mm:ss in Asia/Vientiane (UTC+7), N/A for never', () => {
  it.each<[string | number | Date | null | undefined, string]>([
    ['2024-03-05T17:04:09Z', '06/03/2024 00:04:09'],
    ['2024-03-05T10:00:00+07:00', '05/03/2024 10:00:00'],
    ['2024-03-05T10:00:00.999+07:00', '05/03/2024 10:00:00'],
    ['2023-12-31T16:59:59Z', '31/12/2023 23:59:59'],
    ['2023-12-31T17:00:00Z', '01/01/2024 00:00:00'],
    ['2024-02-29T12:00:00-05:00', '01/03/2024 00:00:00'],
    [0, '01/01/1970 07:00:00'],
    [new Date(Date.UTC(2030, 0, 2, 3, 4, 5)), '02/01/2030 10:04:05'],
    ['0001-01-01', 'N/A'],
    ['0001-01-01T00:00:00Z', 'N/A'],
    ['0001-01-01T00:00:00+00:00', 'N/A'],
    ['not a date', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('is independent of the machine time zone', () => {
    // The test runs in whatever TZ the machine has; the answer is always Lao time.
    expect(formatDate('2024-06-01T00:00:00Z')).toBe('01/06/2024 07:00:00');
  });

  it('can leave the time out, and takes a translated N/A', () => {
    expect(formatDate('2024-03-05T17:04:09Z', { time: false })).toBe('06/03/2024');
    expect(formatDate('0001-01-01T00:00:00Z', { na: '无' })).toBe('无');
  });

  it('recognises the backend never date', () => {
    expect(isNeverDate('0001-01-01')).toBe(true);
    expect(isNeverDate('0001-01-01T00:00:00Z')).toBe(true);
    expect(isNeverDate('2001-01-01T00:00:00Z')).toBe(false);
    expect(isNeverDate(null)).toBe(false);
  });
});

describe('formatDuration and parseNumberInput', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [59, '00:59'],
    [59.9, '00:59'],
    [125, '02:05'],
    [3599, '59:59'],
    [3725, '1:02:05'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s -> %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['1.500.000', '1500000'],
    ['1500000', '1500000'],
    ['1.234,5', '1234.5'],
    [' 12 000 ', '12000'],
    // The app's own way (Lao: decimal comma) and the other way, both read right.
    ['100,50', '100.50'],
    ['1.250,50', '1250.50'],
    ['1,250.50', '1250.50'],
    ['1250.5', '1250.5'],
    ['3.400,00', '3400.00'],
    // A mark before exactly three digits groups them: amounts have at most 2 decimals.
    ['12.345', '12345'],
    ['12,345', '12345'],
    ['007', '7'],
    ['0,5', '0.5'],
    // Not an amount.
    ['-5', null],
    ['abc', null],
    ['', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['1.250.50', null],
    ['1.250,000', null],
    ['12.34.567', null],
    ['100,', null],
    ['1,5.5', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });

  it('round-trips what it formats', () => {
    for (const value of ['0', '1500000', '1234.56', '987654.3', '3400.00']) {
      expect(parseNumberInput(formatNumber(value))).toBe(value);
    }
  });
});

describe('localized', () => {
  const text = { lo: 'ຝາກ {LAK:680000} ຮັບ {THB:300}', th: '', cn: 'สูงสุด {THB:1000.5} {XYZ:1}', vn: 'Nạp {LAK:1,000}' };
  it('writes the amounts inside an agency text the way the app writes amounts, with their unit', () => {
    expect(localized(text, 'lo')).toBe('ຝາກ 680.000\u00a0LAK ຮັບ 300,00\u00a0THB');
    expect(localized(text, 'cn')).toBe('สูงสุด 1.000,50\u00a0THB {XYZ:1}');
  });
  it('falls back to Lao for an empty language and leaves what is not a token as written', () => {
    expect(localized(text, 'th')).toBe(localized(text, 'lo'));
    expect(localized(text, 'vn')).toBe('Nạp {LAK:1,000}');
  });
});
