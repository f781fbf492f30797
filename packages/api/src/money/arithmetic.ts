/**
 * Money arithmetic: decimal strings (see schemas/common.ts) computed as BigInt fixed-point with 8
 * decimals, so no binary float ever rounds a kip; rounding per currency. No business rule here:
 * exchange.ts converts, deposit.ts and withdraw.ts hold the per-flow rules.
 */
import type { Currency, Decimal } from '../schemas/common';

const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** Decimals shown and settled per currency: kip has no minor unit in practice. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { LAK: 0, THB: 2, USD: 2 };

/** Credits are always THB (SPEC §9). */
export const CREDIT_CURRENCY: Currency = 'THB';
/** Deposits are paid and withdrawals received in kip. */
export const BANK_CURRENCY: Currency = 'LAK';

export type Rounding = 'down' | 'up' | 'halfUp';

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

export function isDecimal(value: string): boolean {
  return DECIMAL_RE.test(value);
}

/** Parses a decimal string into fixed-point. Digits beyond 8 decimals are dropped. */
export function toFixedPoint(value: Decimal): bigint {
  const m = DECIMAL_RE.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal: "${value}"`);
  const [, sign, int = '0', frac = ''] = m;
  const fixed = BigInt(int) * ONE + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign ? -fixed : fixed;
}

/** Rounds fixed-point to `decimals` places and writes it as a decimal string. */
export function fromFixedPoint(value: bigint, decimals: number, rounding: Rounding = 'halfUp'): Decimal {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(SCALE - decimals);
  let units = abs / unit;
  const rest = abs % unit;
  if (rest > 0n && (rounding === 'up' || (rounding === 'halfUp' && rest * 2n >= unit))) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? '.' + digits.slice(-decimals) : '';
  return (negative && units !== 0n ? '-' : '') + int + frac;
}

/** Rounds a decimal string to `decimals` places. */
export function round(value: Decimal, decimals: number, rounding: Rounding = 'halfUp'): Decimal {
  return fromFixedPoint(toFixedPoint(value), decimals, rounding);
}

export function add(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint(toFixedPoint(a) + toFixedPoint(b), SCALE);
}
export function subtract(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint(toFixedPoint(a) - toFixedPoint(b), SCALE);
}
export function multiply(a: Decimal, b: Decimal): Decimal {
  return fromFixedPoint((toFixedPoint(a) * toFixedPoint(b)) / ONE, SCALE);
}
/** Division at 8 decimals (truncated); callers round to the currency afterwards. */
export function divide(a: Decimal, b: Decimal): Decimal {
  const d = toFixedPoint(b);
  if (d === 0n) throw new RangeError('Division by zero');
  return fromFixedPoint((toFixedPoint(a) * ONE) / d, SCALE);
}
/** a x percent / 100. */
export function percentOf(a: Decimal, percent: Decimal): Decimal {
  return divide(multiply(a, percent), '100');
}
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const x = toFixedPoint(a);
  const y = toFixedPoint(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
export function min(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) <= 0 ? a : b;
}
export function max(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) >= 0 ? a : b;
}
export function isZero(a: Decimal): boolean {
  return toFixedPoint(a) === 0n;
}
/** Writes a decimal with exactly the currency's decimals (rounding half up). */
export function toCurrency(value: Decimal, currency: Currency, rounding: Rounding = 'halfUp'): Decimal {
  return round(value, CURRENCY_DECIMALS[currency], rounding);
}
export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce<Decimal>((acc, v) => add(acc, v), '0');
}

