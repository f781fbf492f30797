import { describe, expect, it } from 'vitest';
import { barHeight, chartScale, monthOf } from './activityChart';

describe('chartScale', () => {
  it('reads millions in round steps, the top at or above the highest bar', () => {
    // The demo player's busiest month: 19,616,640 kip withdrawn.
    expect(chartScale(19_616_640)).toEqual({ unit: 1_000_000, top: 20_000_000, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale(11_030_000)).toEqual({ unit: 1_000_000, top: 15_000_000, ticks: [0, 5, 10, 15] });
    expect(chartScale(3_800_000)).toEqual({ unit: 1_000_000, top: 4_000_000, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(2_400_000)).toEqual({ unit: 1_000_000, top: 3_000_000, ticks: [0, 1, 2, 3] });
  });

  it('a step exactly at the highest bar does not add an empty line', () => {
    expect(chartScale(20_000_000)).toEqual({ unit: 1_000_000, top: 20_000_000, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale(1_000_000)?.ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('reads thousands below a million', () => {
    expect(chartScale(640_000)).toEqual({ unit: 1_000, top: 800_000, ticks: [0, 200, 400, 600, 800] });
    expect(chartScale(300)?.ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('has nothing to draw when every month is 0', () => {
    expect(chartScale(0)).toBeNull();
    expect(chartScale(Number.NaN)).toBeNull();
  });
});

describe('barHeight', () => {
  it('is the share of the axis, a tiny amount still visible, nothing for 0', () => {
    expect(barHeight(10_000_000, 20_000_000)).toBe(50);
    expect(barHeight(1, 20_000_000)).toBe(1.5);
    expect(barHeight(0, 20_000_000)).toBe(0);
  });
});

describe('monthOf', () => {
  it('splits YYYY-MM', () => {
    expect(monthOf('2025-03')).toEqual({ year: 2025, month: 3 });
  });
});
