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

/**
 * `runs` measurements of each target, in rounds (every target once, then again), so a busier
 * machine slows floors and pages alike. A target whose measurement throws is `{ error }` and is
 * not measured again; the others go on. Keyed by name, in the targets' order.
 * @template T, R
 * @param {{ name: string }[]} targets
 * @param {number} count
 * @param {(target: any, round: number) => Promise<T>} measure
 * @param {(runs: T[]) => R} summarise
 * @param {{ progress?: (line: string) => void, describe: (target: any, result: T) => string }} options `describe`: the progress line's text after the target's name
 * @returns {Promise<Record<string, R | { error: string }>>}
 */
export async function measureInRounds(targets, count, measure, summarise, { progress = () => {}, describe }) {
  const runs = new Map(targets.map((t) => [t.name, []]));
  const errors = new Map();
  const total = targets.length * count;
  let done = 0;
  for (let i = 0; i < count; i++) {
    for (const target of targets) {
      done++;
      if (errors.has(target.name)) continue;
      try {
        const result = await measure(target, i);
        runs.get(target.name).push(result);
        progress(`[${done}/${total}] ${target.name}: ${describe(target, result)}`);
      } catch (error) {
        errors.set(target.name, error.message);
        progress(`[${done}/${total}] ${target.name}: FAILED ${error.message.split('\n')[0]}`);
      }
    }
  }
  return Object.fromEntries(targets.map((t) => [t.name, errors.has(t.name) ? { error: errors.get(t.name) } : summarise(runs.get(t.name))]));
}
