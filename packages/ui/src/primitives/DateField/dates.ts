/** The app's way of writing a date (DD/MM/YYYY) and back; pure, tested in dates.test.ts. */

/** "2026-11-28" (a CalendarDate) -> "28/11/2026", the way the app writes dates. */
export function toDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : '';
}

/** "28/11/2026" (also 28.11.2026, 28-11-2026, 1/2/2026) -> "2026-11-28"; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}
