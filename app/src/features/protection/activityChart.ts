/**
 * The activity chart's arithmetic: the scale of its axis (round steps in thousands or millions of
 * kip, at most five lines) and where each bar ends. Pure, so the chart's drawing is the only part
 * left to the component.
 */

export interface ChartScale {
  /** Kip per axis unit: the axis reads in thousands or millions of kip. */
  unit: 1_000 | 1_000_000;
  /** The top of the axis, in kip (a whole number of steps, at or above the highest bar). */
  top: number;
  /** The axis lines from 0 to top, in axis units (2.5 for 2,500,000 kip read in millions). */
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The scale for bars up to `max` kip, or null when there is nothing to draw (every month 0). */
export function chartScale(max: number): ChartScale | null {
  if (!(max > 0) || !Number.isFinite(max)) return null;
  const unit = max >= 1_000_000 ? 1_000_000 : 1_000;
  const raw = max / unit / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (STEPS.find((s) => s * magnitude >= raw * (1 - 1e-9)) ?? 10) * magnitude;
  const count = Math.max(1, Math.ceil(max / unit / step - 1e-9));
  // Rounded to 3 decimals: 0.1 * 3 is 0.30000000000000004 in floating point.
  const ticks = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
  return { unit, top: ticks[count]! * unit, ticks };
}

/** A bar's height in percent of the axis; a value too small to see still shows a sliver. */
export function barHeight(value: number, top: number): number {
  if (!(value > 0) || !(top > 0)) return 0;
  return Math.max(1.5, Math.min(100, (value / top) * 100));
}

/** 'YYYY-MM' as its year and month (1-12). */
export function monthOf(month: string): { year: number; month: number } {
  const [year = '0', m = '1'] = month.split('-');
  return { year: Number(year), month: Number(m) };
}
