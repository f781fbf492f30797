/** When a deposit limit that is used up frees up again, from the deposits in its window. */
import { compare, depositedWithin, LIMIT_WINDOW_MS, type DepositLimit, type DepositOrder } from '@dokkham/api';

/**
 * When a deposit can be made again: for every limit with nothing left, the first moment a deposit
 * leaving its window brings what it counts (the money module's rule, as the agency counts) below
 * the limit; the latest of those. Null when the deposits at hand cannot tell: the history
 * incomplete, or not adding up to what the agency counts now.
 */
export function limitFreesAt(limits: readonly DepositLimit[], deposits: readonly DepositOrder[], complete: boolean, now: Date): Date | null {
  if (!complete) return null;
  let latest: Date | null = null;
  for (const limit of limits) {
    if (limit.amount === null || limit.remaining === null || compare(limit.remaining, '0') > 0) continue;
    const { window, amount } = limit;
    if (compare(depositedWithin(deposits, window, now), limit.used) !== 0) return null;
    // A deposit leaves the window this long after it was made: the only moments the count drops.
    const leaving = deposits
      .map((d) => Date.parse(d.createdAt) + LIMIT_WINDOW_MS[window])
      .filter((at) => at > now.getTime())
      .sort((a, b) => a - b);
    const frees = leaving.find((at) => compare(depositedWithin(deposits, window, new Date(at)), amount) < 0);
    if (frees === undefined) return null;
    if (!latest || frees > latest.getTime()) latest = new Date(frees);
  }
  return latest;
}
