/**
 * Whether an error is a request that got no answer. Its own module, apart from the error catalogue
 * (errors.ts): the app's offline check runs in the entry bundle.
 */

/** What browsers say when a fetch or a module import got no answer (Chromium, Firefox, Safari, Node). */
const FETCH_FAILURE =
  /failed to fetch|fetch failed|networkerror|load failed|network request failed|error loading dynamically imported module|importing a module script failed/i;

/** Did `error` come from a request that got no answer (no network, a dead connection, a time-out)? */
export function isFetchFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (name === 'TypeError' && typeof message === 'string' && FETCH_FAILURE.test(message)) || name === 'TimeoutError';
}
