// Issue 16's goals checked on one run's results (pure): each figure against its floor page,
// measured in the same run under the same profile (floors.mjs), as GOALS (config.mjs) states them.
// Lighthouse figures are compared with the floors' Lighthouse figures; the usable marks (observed
// load: Lighthouse's simulation does not slow user timings) with the static floor's LCP in the
// observed load; the repeat visit both ways. A figure that is missing (a job failed, a page never
// marked itself usable, a build without a service worker) is a row without a verdict and says why.
import { FLOOR } from './config.mjs';

/**
 * One goal's row. `kind`: 'ratio' (value / floor at most `limit`), 'plus' (value - floor at most
 * `limit`), 'minus' (floor - value at most `limit`, i.e. value at least floor - limit), 'max'
 * (value at most `limit`, no floor). `unit` says how to print value and floor: 's' (ms printed as
 * seconds), 'ms', 'score', 'cls', 'bytes'.
 * @param {{ page: string, figure: string, unit: string, value?: number | null, floor?: { name: string, value?: number | null } | null, kind: 'ratio' | 'plus' | 'minus' | 'max', limit: number, missing?: string }} goal
 */
export function goalRow({ page, figure, unit, value, floor = null, kind, limit, missing }) {
  const row = { page, figure, unit, value: value ?? null, floor: floor && { name: floor.name, value: floor.value ?? null }, kind, limit };
  const why = missing ?? (value == null ? 'not measured' : floor && floor.value == null ? `no ${floor.name} figure` : undefined);
  if (why) return { ...row, vsFloor: null, ok: null, missing: why };
  const vsFloor = kind === 'ratio' ? value / floor.value : kind === 'plus' ? value - floor.value : kind === 'minus' ? floor.value - value : null;
  return { ...row, vsFloor, ok: (kind === 'max' ? value : vsFloor) <= limit };
}

/** Why a repeat visit has no figures, if it has none. */
function repeatMissing(repeat) {
  if (!repeat) return 'not measured';
  if (!repeat.serviceWorker) return 'no service worker';
  if (!repeat.controlled) return 'the service worker never controlled the page';
  return undefined;
}

/** Why an observed page has no usable time although it was loaded: it never marked (a redirect, say). */
function usableMissing(target, { path, mark }) {
  if (!target?.runs?.length || target.median?.usableMs != null) return undefined;
  const ended = target.runs.map((r) => r.path).find((p) => p && p !== path);
  return `no '${mark}' mark in ${target.runs.length} loads${ended ? ` (they ended on ${ended})` : ''}`;
}

/**
 * @param {{ sizes?: any, lighthouse?: Record<string, any>, observed?: Record<string, any>, repeatVisit?: any }} results
 * @param {{ goals: typeof import('./config.mjs').GOALS, budget: typeof import('./config.mjs').BUDGET, pages: typeof import('./config.mjs').PAGES }} spec
 */
export function checkGoals(results, { goals, budget, pages }) {
  const lh = (name) => results.lighthouse?.[name]?.median;
  const seen = (name) => results.observed?.[name]?.median;
  const staticLh = { name: `${FLOOR.static} (Lighthouse)`, value: lh(FLOOR.static)?.lcpMs };
  const reactLh = (key) => ({ name: `${FLOOR.react} (Lighthouse)`, value: lh(FLOOR.react)?.[key] });
  const staticSeen = { name: `${FLOOR.static} (observed)`, value: seen(FLOOR.static)?.lcpMs };
  const rows = [];
  for (const { path, mark, goals: kind } of pages) {
    if (kind === 'guest') {
      const m = lh(path);
      rows.push(
        goalRow({ page: path, figure: 'LCP (Lighthouse)', unit: 's', value: m?.lcpMs, floor: staticLh, kind: 'ratio', limit: goals.lcpToStaticFloor }),
        goalRow({ page: path, figure: 'TBT (Lighthouse)', unit: 'ms', value: m?.tbtMs, floor: reactLh('tbtMs'), kind: 'plus', limit: goals.tbtOverReactFloorMs }),
        goalRow({ page: path, figure: 'CLS (Lighthouse)', unit: 'cls', value: m?.cls, kind: 'max', limit: goals.cls }),
        goalRow({ page: path, figure: 'score (Lighthouse)', unit: 'score', value: m?.score, floor: reactLh('score'), kind: 'minus', limit: goals.scoreUnderReactFloor }),
      );
    }
    const limit = kind === 'guest' ? goals.usableToStaticFloor : goals.signedInUsableToStaticFloor;
    const missing = usableMissing(results.observed?.[path], { path, mark });
    rows.push(goalRow({ page: path, figure: 'usable (observed)', unit: 's', value: seen(path)?.usableMs, floor: staticSeen, kind: 'ratio', limit, missing }));
  }
  const repeat = results.repeatVisit;
  const missing = repeatMissing(repeat);
  const page = 'repeat visit / (service worker)';
  rows.push(
    goalRow({ page, figure: 'LCP (observed)', unit: 's', value: repeat?.observed?.median?.lcpMs, floor: staticSeen, kind: 'ratio', limit: goals.repeatLcpToStaticFloor, missing }),
    goalRow({ page, figure: 'LCP (Lighthouse)', unit: 's', value: repeat?.lighthouse?.median?.lcpMs, floor: staticLh, kind: 'ratio', limit: goals.repeatLcpToStaticFloor, missing }),
  );
  rows.push(goalRow({ page: '/', figure: 'landing entry JS (gzip)', unit: 'bytes', value: results.sizes?.landing?.initialJs, kind: 'max', limit: budget.landingInitialJs }));
  return { rows, over: rows.filter((r) => r.ok === false).length, unmeasured: rows.filter((r) => r.ok === null).length };
}
