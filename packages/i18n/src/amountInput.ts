// What a player types in an amount field, read. A module of its own: only the lazy money screens and
// the forms' validation use it, so it stays out of the landing's entry with the formatters.

/**
 * An amount as a player types it -> a plain decimal string ("1.250,50" -> "1250.50"), or null when
 * it is not one. The app writes amounts the Lao way (group ".", decimal ","); players also type the
 * other way ("1,250.50") or no groups at all. Amounts have at most 2 decimals, so a mark followed by
 * exactly three digits groups them ("12.345" is twelve thousand, never twelve point three), and the
 * last mark followed by one or two digits is the decimal mark. Anything else (two decimal marks,
 * groups of the wrong size, a sign, letters) is not an amount.
 */
export function parseNumberInput(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d[\d.,]*?)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, int = '', decimalMark, fraction] = match;
  const marks = new Set(int.replace(/\d/g, ''));
  if (marks.size > 1 || (decimalMark && marks.has(decimalMark))) return null;
  if (marks.size === 1 && !/^\d{1,3}(?:[.,]\d{3})+$/.test(int)) return null;
  const digits = int.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  return fraction ? `${digits}.${fraction}` : digits;
}
