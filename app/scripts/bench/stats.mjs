// Timings are noisy (TBT swings 3x on one build, NOTES.md): every timing job reports medians.

/** Median of numbers (the mean of the two middle ones for an even count). */
export const median = (values) => {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Per key, the median over runs: medianOf([{ a: 1 }, { a: 3 }], ['a']) is { a: 2 }. */
export const medianOf = (runs, keys) => Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));

/**
 * Per key, the median over the runs that have a number there (a page that did not mark itself
 * usable in one run), or null when none has: medianOfPresent([{ a: 1 }, { a: null }, { a: 3 }], ['a']) is { a: 2 }.
 */
export const medianOfPresent = (runs, keys) =>
  Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number');
      return [key, values.length ? median(values) : null];
    }),
  );
