/**
 * Display formatters. Numbers follow the Lao locale of CLDR (lo-LA: group ".", decimal ",",
 * e.g. 1.234.567,50) in every language of the app, as SPEC §3 says. They are written here rather
 * than by Intl.NumberFormat('lo-LA') because Chromium (Chrome, Android) ships ICU without Lao and
 * silently falls back to en-US ("1,234,567.5"), while Node, Firefox and Safari print the CLDR
 * form: one function gives the same text everywhere, and format.test.ts checks it against Node's
 * full-ICU lo-LA output.
 *
 * Money comes as decimal strings and is never parsed through a float: rounding is the fixed-point
 * `round` of @dokkham/api/money, digits are grouped as text.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_DECIMALS, round, type Rounding } from '@dokkham/api/money';
import type { Currency, Language } from '@dokkham/api/schemas';

/** Lao (CLDR lo) number symbols. */
export const NUMBER_SYMBOLS = { group: '.', decimal: ',' } as const;
/** Dates and times are shown in Lao time. */
export const TIME_ZONE = 'Asia/Vientiane';
/** What the pure formatters print for a missing value when no translation is given. */
const NA = 'N/A';

export type NumberInput = string | number | bigint;

export interface NumberFormatOptions {
  /**
   * Exact number of decimals (rounded). Left out: a string keeps the decimals it has, a number
   * shows at most 3 (like Intl's default).
   */
  decimals?: number;
  /** How to round to `decimals`; half up (away from zero) by default, as money.ts does. */
  rounding?: Rounding;
  /** Text for a missing or invalid value. */
  na?: string;
}

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/** A number input as a plain decimal string, or null when it is not a finite number. */
function toPlain(value: NumberInput | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // en-US without grouping writes any finite double in positional notation (no exponent).
    const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    return text === '-0' ? '0' : text;
  }
  const text = value.trim();
  return DECIMAL_RE.test(text) ? text : null;
}

function group(plain: string): string {
  const negative = plain.startsWith('-');
  const [int = '0', frac] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_SYMBOLS.group);
  const isZero = /^[0.]*$/.test(plain.replace('-', ''));
  return `${negative && !isZero ? '-' : ''}${grouped}${frac ? NUMBER_SYMBOLS.decimal + frac : ''}`;
}

/** 1234567.5 -> "1.234.567,5"; "-20.50" -> "-20,50"; { decimals: 2 } -> "1.234.567,50". */
export function formatNumber(value: NumberInput | null | undefined, options: NumberFormatOptions = {}): string {
  const plain = toPlain(value);
  if (plain === null) return options.na ?? NA;
  const decimals = options.decimals ?? (typeof value === 'string' ? undefined : 3);
  if (decimals === undefined) return group(plain);
  const rounded = round(plain, decimals, options.rounding ?? 'halfUp');
  // Numbers (not strings) drop trailing zeros unless decimals were asked for.
  return group(options.decimals === undefined ? rounded.replace(/\.?0+$/, '') : rounded);
}

export interface MoneyFormatOptions {
  /** Append the ISO code ("1.500.000 LAK"). Default true. */
  code?: boolean;
  rounding?: Rounding;
  na?: string;
}

/**
 * Money with the currency's decimals (LAK 0, THB 2, USD 2) and its ISO code after a no-break
 * space: "1.500.000 LAK", "1.234,50 THB". The code rather than a symbol: it reads the same in
 * all four languages, needs no glyph the Lao and Thai fonts may lack (₭, ฿), and credit is
 * "shown in THB" (SPEC §1).
 */
export function formatMoney(
  amount: NumberInput | null | undefined,
  currency: Currency,
  options: MoneyFormatOptions = {},
): string {
  const na = options.na ?? NA;
  const text = formatNumber(amount, { decimals: CURRENCY_DECIMALS[currency], rounding: options.rounding ?? 'halfUp', na });
  if (text === na || options.code === false) return text;
  return `${text}\u00a0${currency}`;
}

/** A provider's credit: THB, 2 decimals. */
export function formatCredit(amount: NumberInput | null | undefined, options: MoneyFormatOptions = {}): string {
  return formatMoney(amount, 'THB', options);
}

/** An amount inside an agency's text: `{LAK:680000}`, `{THB:1000}` (packages/api/README.md). */
const AMOUNT_TOKEN = /\{(LAK|THB|USD):(-?\d+(?:\.\d+)?)\}/g;

/**
 * Backend-authored text (a LocalizedText of the contract: promotion titles, descriptions) in the
 * page's language; Lao, the agency's own language, when that one is empty. Amounts travel as
 * tokens with their value and currency, and are written here the way the app writes every amount
 * ("680.000 LAK", "1.000,00 THB"), never as the agency typed them.
 */
export function localized(text: Readonly<Record<Language, string>>, lng: Language): string {
  return (text[lng] || text.lo).replace(AMOUNT_TOKEN, (_, currency: 'LAK' | 'THB' | 'USD', value: string) =>
    formatMoney(value, currency),
  );
}

/** "12.5" -> "12,5%". */
export function formatPercent(value: NumberInput | null | undefined, options: NumberFormatOptions = {}): string {
  const na = options.na ?? NA;
  const text = formatNumber(value, { ...options, na });
  return text === na ? text : `${text}%`;
}

// ---------------------------------------------------------------------------------------------
// Dates

export type DateInput = string | number | Date;

/** The backend's "never": 0001-01-01 or 0001-01-01T00:00:00Z (SPEC §3). */
export function isNeverDate(value: DateInput | null | undefined): boolean {
  return typeof value === 'string' && value.trim().startsWith('0001-01-01');
}

let dateParts: Intl.DateTimeFormat | undefined;
function partsOf(date: Date): Record<string, string> {
  // en-GB is in every browser's ICU; only its numeric parts are used.
  dateParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of dateParts.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

export interface DateFormatOptions {
  /** Include HH:mm:ss. Default true. */
  time?: boolean;
  na?: string;
}

/** "DD/MM/YYYY HH:mm:ss" in Asia/Vientiane; N/A for the backend's "never", missing or invalid dates. */
export function formatDate(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const na = options.na ?? NA;
  if (value === null || value === undefined || value === '' || isNeverDate(value)) return na;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return na;
  const p = partsOf(date);
  const day = `${p.day}/${p.month}/${(p.year ?? '').padStart(4, '0')}`;
  return options.time === false ? day : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A countdown: 125 -> "02:05", 3725 -> "1:02:05"; negative counts as 0. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

// ---------------------------------------------------------------------------------------------
// React

export interface Formatters {
  number: (value: NumberInput | null | undefined, options?: NumberFormatOptions) => string;
  money: (amount: NumberInput | null | undefined, currency: Currency, options?: MoneyFormatOptions) => string;
  credit: (amount: NumberInput | null | undefined, options?: MoneyFormatOptions) => string;
  percent: (value: NumberInput | null | undefined, options?: NumberFormatOptions) => string;
  date: (value: DateInput | null | undefined, options?: DateFormatOptions) => string;
  duration: (totalSeconds: number) => string;
  /** The translated N/A. */
  na: string;
}

/** The formatters with N/A in the current language; re-renders when the language changes. */
export function useFormat(): Formatters {
  const { t } = useTranslation('common');
  const na = t('na');
  return useMemo(
    () => ({
      number: (value, options) => formatNumber(value, { na, ...options }),
      money: (amount, currency, options) => formatMoney(amount, currency, { na, ...options }),
      credit: (amount, options) => formatCredit(amount, { na, ...options }),
      percent: (value, options) => formatPercent(value, { na, ...options }),
      date: (value, options) => formatDate(value, { na, ...options }),
      duration: formatDuration,
      na,
    }),
    // Only N/A depends on the language; numbers and dates read the same in all four.
    [na],
  );
}
