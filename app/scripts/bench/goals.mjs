// The goals of issues 16 and 31 checked on one run's results (pure): each figure against its floor
// page, measured in the same run under the same profile (floors.mjs), or against an absolute limit,
// as GOALS (config.mjs) states them. Lighthouse figures are compared with the floors' Lighthouse
// figures; the usable marks (observed load: Lighthouse's simulation does not slow user timings)
// with the static floor's LCP in the observed load; the repeat visit to / both ways, the signed-in
// one's usable mark with the observed floor; the money pages' Lighthouse figures, the lobby scroll,
// the first action and the sizes against absolute limits. A figure that is missing (a job failed, a
// page never marked itself usable, a build without a service worker) is a row without a verdict
// and says why: no goal is silently left out.
import { FLOOR, REPEAT_PATH, REPEAT_SIGNED_IN } from './config.mjs';

/**
 * One goal's row. `kind`: 'ratio' (value / floor at most `limit`), 'plus' (value - floor at most
 * `limit`), 'minus' (floor - value at most `limit`, i.e. value at least floor - limit), 'max'
 * (value at most `limit`, no floor), 'min' (value at least `limit`, no floor). `unit` says how to
 * print value and floor: 's' (ms printed as seconds), 'ms', 'score', 'cls', 'shift' (a layout
 * shift sum, more digits), 'fps', 'bytes'.
 * @param {{ page: string, figure: string, unit: string, value?: number | null, floor?: { name: string, value?: number | null } | null, kind: 'ratio' | 'plus' | 'minus' | 'max' | 'min', limit: number, missing?: string }} goal
 */
export function goalRow({ page, figure, unit, value, floor = null, kind, limit, missing }) {
  const row = { page, figure, unit, value: value ?? null, floor: floor && { name: floor.name, value: floor.value ?? null }, kind, limit };
  const why = missing ?? (value == null ? 'not measured' : floor && floor.value == null ? `no ${floor.name} figure` : undefined);
  if (why) return { ...row, vsFloor: null, ok: null, missing: why };
  const vsFloor = kind === 'ratio' ? value / floor.value : kind === 'plus' ? value - floor.value : kind === 'minus' ? floor.value - value : null;
  if (kind === 'min') return { ...row, vsFloor, ok: value >= limit };
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

/** An error's first line, as a row's reason. */
const failed = (error) => `failed: ${error.split('\n')[0]}`;

/**
 * @param {{ sizes?: any, lighthouse?: Record<string, any>, observed?: Record<string, any>, repeatVisit?: any, repeatVisitSignedIn?: any, scroll?: any, firstAction?: any }} results
 * @param {{ goals: typeof import('./config.mjs').GOALS, budget: typeof import('./config.mjs').BUDGET, pages: typeof import('./config.mjs').PAGES }} spec
 */
export function checkGoals(results, { goals, budget, pages }) {
  /** Why job `key`'s figures are missing: it failed as a whole (bench.mjs records '<key>: <error>' under `errors`), or was not run. */
  const absent = (key) => {
    const error = results.errors?.find((e) => e.startsWith(`${key}: `));
    return error ? failed(error.slice(key.length + 2)) : 'not measured';
  };
  /** Why a job's target has no figures, if it has none: its own failure, or the job's. */
  const targetMissing = (key, name) => {
    const target = results[key]?.[name];
    if (target?.error) return failed(target.error);
    return target ? undefined : absent(key);
  };
  /** Why a job with one result object has no figures, if it has none. */
  const jobMissing = (key) => {
    const result = results[key];
    return !result ? absent(key) : result.error ? failed(result.error) : undefined;
  };
  const lh = (name) => results.lighthouse?.[name]?.median;
  const seen = (name) => results.observed?.[name]?.median;
  const staticLh = { name: `${FLOOR.static} (Lighthouse)`, value: lh(FLOOR.static)?.lcpMs };
  const reactLh = (key) => ({ name: `${FLOOR.react} (Lighthouse)`, value: lh(FLOOR.react)?.[key] });
  const staticSeen = { name: `${FLOOR.static} (observed)`, value: seen(FLOOR.static)?.lcpMs };
  const rows = [];
  for (const { path, mark, goals: kind, lighthouse } of pages) {
    const m = lh(path);
    const lhMissing = targetMissing('lighthouse', path);
    if (kind === 'guest') {
      rows.push(
        goalRow({ page: path, figure: 'LCP (Lighthouse)', unit: 's', value: m?.lcpMs, floor: staticLh, kind: 'ratio', limit: goals.lcpToStaticFloor, missing: lhMissing }),
        goalRow({ page: path, figure: 'TBT (Lighthouse)', unit: 'ms', value: m?.tbtMs, floor: reactLh('tbtMs'), kind: 'plus', limit: goals.tbtOverReactFloorMs, missing: lhMissing }),
        goalRow({ page: path, figure: 'CLS (Lighthouse)', unit: 'cls', value: m?.cls, kind: 'max', limit: goals.cls, missing: lhMissing }),
        goalRow({ page: path, figure: 'score (Lighthouse)', unit: 'score', value: m?.score, floor: reactLh('score'), kind: 'minus', limit: goals.scoreUnderReactFloor, missing: lhMissing }),
      );
    } else if (lighthouse === 'absolute') {
      rows.push(
        goalRow({ page: path, figure: 'score (Lighthouse)', unit: 'score', value: m?.score, kind: 'min', limit: goals.signedInScore, missing: lhMissing }),
        goalRow({ page: path, figure: 'TBT (Lighthouse)', unit: 'ms', value: m?.tbtMs, kind: 'max', limit: goals.signedInTbtMs, missing: lhMissing }),
        goalRow({ page: path, figure: 'CLS (Lighthouse)', unit: 'cls', value: m?.cls, kind: 'max', limit: goals.cls, missing: lhMissing }),
      );
    }
    const limit = kind === 'guest' ? goals.usableToStaticFloor : goals.signedInUsableToStaticFloor;
    const missing = targetMissing('observed', path) ?? usableMissing(results.observed?.[path], { path, mark });
    rows.push(goalRow({ page: path, figure: 'usable (observed)', unit: 's', value: seen(path)?.usableMs, floor: staticSeen, kind: 'ratio', limit, missing }));
  }

  const repeat = results.repeatVisit;
  const page = `repeat visit ${REPEAT_PATH} (service worker)`;
  const repeatWhy = repeat ? repeatMissing(repeat) : absent('repeatVisit');
  rows.push(
    goalRow({ page, figure: 'LCP (observed)', unit: 's', value: repeat?.observed?.median?.lcpMs, floor: staticSeen, kind: 'ratio', limit: goals.repeatLcpToStaticFloor, missing: repeatWhy }),
    goalRow({ page, figure: 'LCP (Lighthouse)', unit: 's', value: repeat?.lighthouse?.median?.lcpMs, floor: staticLh, kind: 'ratio', limit: goals.repeatLcpToStaticFloor, missing: repeatWhy ?? (repeat.lighthouse?.error && failed(repeat.lighthouse.error)) }),
  );
  const signedIn = results.repeatVisitSignedIn;
  const signedInMark = pages.find((p) => p.path === REPEAT_SIGNED_IN)?.mark;
  rows.push(
    goalRow({
      page: `repeat visit ${REPEAT_SIGNED_IN} (service worker)`,
      figure: 'usable (observed)',
      unit: 's',
      value: signedIn?.observed?.median?.usableMs,
      floor: staticSeen,
      kind: 'ratio',
      limit: goals.repeatUsableToStaticFloor,
      missing: !signedIn
        ? absent('repeatVisitSignedIn')
        : (repeatMissing(signedIn) ?? (signedIn.observed?.error ? failed(signedIn.observed.error) : usableMissing(signedIn.observed, { path: REPEAT_SIGNED_IN, mark: signedInMark }))),
    }),
  );

  const scroll = results.scroll;
  const lobby = `lobby scroll ${scroll?.path ?? '(large lobby)'}`;
  rows.push(
    goalRow({ page: lobby, figure: 'frame rate (4x CPU)', unit: 'fps', value: scroll?.median?.fps, kind: 'min', limit: goals.scrollFps, missing: jobMissing('scroll') }),
    goalRow({ page: lobby, figure: '95th-percentile frame (4x CPU)', unit: 'ms', value: scroll?.median?.p95FrameMs, kind: 'max', limit: goals.scrollP95FrameMs, missing: jobMissing('scroll') }),
    goalRow({ page: lobby, figure: 'layout shift while scrolling', unit: 'shift', value: scroll?.median?.layoutShift, kind: 'max', limit: goals.scrollLayoutShift, missing: jobMissing('scroll') }),
  );

  const first = results.firstAction;
  rows.push(
    goalRow({ page: 'first action /login', figure: 'submit tapped at usable: login request sent (observed)', unit: 'ms', value: first?.median?.tapToRequestMs, kind: 'max', limit: goals.firstActionMs, missing: jobMissing('firstAction') }),
  );

  rows.push(goalRow({ page: '/', figure: 'landing entry JS (gzip)', unit: 'bytes', value: results.sizes?.landing?.initialJs, kind: 'max', limit: budget.landingInitialJs }));
  const lazy = (results.sizes?.routes ?? []).filter((r) => r.route !== '/').sort((a, b) => b.lazyJs - a.lazyJs)[0];
  rows.push(goalRow({ page: lazy ? `every lazy route (largest: ${lazy.route})` : 'every lazy route', figure: 'own lazy JS (gzip)', unit: 'bytes', value: lazy?.lazyJs, kind: 'max', limit: budget.lazyRouteJs }));
  return { rows, over: rows.filter((r) => r.ok === false).length, unmeasured: rows.filter((r) => r.ok === null).length };
}
