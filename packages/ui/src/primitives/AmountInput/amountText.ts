import { formatNumber, NUMBER_SYMBOLS } from '@dokkham/i18n';

/**
 * Amount typing in the Lao number format ("1.500.000"): what is shown, what is stored (a plain
 * digit string) and where the caret goes when the groups move under it.
 */

/** The digits of what was typed, without leading zeros: "01.5a0" -> "150". */
export function toDigits(text: string, maxDigits = Infinity): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, maxDigits);
}

/** "1500000" -> "1.500.000"; "" -> "". */
export function groupDigits(digits: string): string {
  return digits === '' ? '' : formatNumber(digits);
}

/** Index in `text` just after its `count`-th digit (0 -> before the first digit). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!)) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export interface Reformatted {
  digits: string;
  text: string;
  caret: number;
}

/**
 * Re-groups what the input holds after an edit, keeping the caret after the same digit it
 * followed: typing "5" into "1.00|0" gives "10.05|0".
 */
export function reformat(raw: string, caret: number, maxDigits = Infinity): Reformatted {
  const allDigits = raw.replace(/\D/g, '');
  const leadingZeros = allDigits.length - allDigits.replace(/^0+(?=\d)/, '').length;
  const digits = toDigits(raw, maxDigits);
  const before = raw.slice(0, caret).replace(/\D/g, '').length - leadingZeros;
  const text = groupDigits(digits);
  return { digits, text, caret: caretAfterDigits(text, Math.min(Math.max(before, 0), digits.length)) };
}

/** The group separator, for skipping over it with Backspace and Delete. */
export const GROUP = NUMBER_SYMBOLS.group;
