// What the bench prints and keeps: one text table per job (budgets written from BUDGET, so a limit
// cannot disagree with its label), the goals with their floors and ratios, and the result file,
// bench-results/latest.json plus one time-stamped copy per run (git-ignored), whose shape later
// runs and tools compare against:
// { date, budgets, goals, errors, sizes, ui, floors?, lighthouse?, observed?, repeatVisit?,
//   repeatVisitSignedIn?, firstAction?, scroll?, check }
// (app/README.md, "The bench", says what each holds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { KB, RESULTS, ROOT } from './config.mjs';

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
export const mark = (ok) => (ok ? 'ok' : 'OVER');

/**
 * Rows as columns, two spaces apart: `align` has one letter per column, l(eft) or r(ight); by
 * default the first column is left-aligned and the others right-aligned. Trailing spaces dropped.
 */
export function table(rows, align = `l${'r'.repeat(rows[0].length - 1)}`) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const cell = (c, i) => (align[i] === 'l' ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]));
  return rows.map((r) => r.map(cell).join('  ').trimEnd()).join('\n');
}

/** @param {ReturnType<typeof import('./routes.mjs').measureRoutes>} sizes */
export function formatSizes(sizes, budget) {
  const lines = [
    `\nInitial JS per route (gzip; entry ${kb(sizes.entry.js)} in ${sizes.entry.chunks} chunks + the route's chunks)\n`,
    table([
      ['route', 'initial JS', 'lazy JS', 'budget', 'initial CSS'],
      ...sizes.routes.map((r) => [
        r.route,
        kb(r.initialJs),
        kb(r.lazyJs),
        r.route === '/' ? `${mark(sizes.landing.ok)} (<= ${budget.landingInitialJs / KB} initial)` : `${mark(r.lazyOk)} (<= ${budget.lazyRouteJs / KB} lazy)`,
        kb(r.initialCss),
      ]),
    ]),
  ];
  if (sizes.bootValidation)
    lines.push(`\napi validation chunk (zod and the schemas; fetched with the first API call, in parallel with it): ${kb(sizes.bootValidation.js)}`);
  if (sizes.frame)
    lines.push(`frame chunk (navbar menus, drawer, footer, bottom bar, toasts; requested right after the first paint): ${kb(sizes.frame.js)} JS, ${kb(sizes.frame.css)} CSS`);
  lines.push(`all JS of a first visit to / (entry, landing, api validation, frame): ${kb(sizes.landing.firstVisitJs)}`);
  for (const c of sizes.otherLazyChunks) lines.push(`lazy: ${c.source} ${kb(c.js)}`);
  return lines.join('\n');
}

/** @param {Awaited<ReturnType<typeof import('./ui.mjs').measureUi>>} ui */
export function formatUi(ui, budget) {
  return table([
    ['ui', 'value', 'budget'],
    ['CSS (every component + theme), gzip', kb(ui.css), `${mark(ui.cssOk)} (<= ${budget.uiCss / KB})`],
    ['JS importing only Button', kb(ui.buttonOnlyJs), ui.treeShakes ? 'ok: no Dialog/Radix code' : `FAILS: ${ui.radixInButtonBundle.join(', ') || 'markers not found'}`],
    ['JS importing Button + Dialog', kb(ui.buttonAndDialogJs), '(for comparison)'],
  ]);
}

/** A target that failed: its error's first line. */
const failed = (error) => `FAILED: ${error.split('\n')[0]}`;

/** A table of the targets that were measured, then one line per target that failed. */
function withFailures(targets, header, row, align = undefined) {
  const entries = Object.entries(targets);
  const measured = entries.filter(([, t]) => !t.error);
  return [
    ...(measured.length ? [table([header, ...measured.map(([name, t]) => [name, ...row(t)])], align)] : []),
    ...entries.filter(([, t]) => t.error).map(([name, t]) => `${name}: ${failed(t.error)}`),
  ].join('\n');
}

/** @param {Awaited<ReturnType<typeof import('./lighthouse.mjs').measureLighthouse>>} targets */
export function formatLighthouse(targets) {
  return withFailures(targets, ['page', 'score', 'LCP', 'CLS', 'TBT', 'FCP'], ({ median: m }) => [
    m.score,
    seconds(m.lcpMs),
    m.cls.toFixed(3),
    millis(m.tbtMs),
    seconds(m.fcpMs),
  ]);
}

/** Seconds, or '-' for a figure not measured. */
const maybeSeconds = (ms) => (typeof ms === 'number' ? seconds(ms) : '-');

/** @param {Awaited<ReturnType<typeof import('./observed.mjs').measureObserved>>} targets */
export function formatObserved(targets) {
  return withFailures(targets, ['page', 'FCP', 'LCP', 'TBT', 'TBT to start', 'usable', 'app starts', 'app running', 'marked', 'element paints'], (t) => [
    seconds(t.median.fcpMs),
    seconds(t.median.lcpMs),
    millis(t.median.tbtMs),
    typeof t.median.tbtToStartMs === 'number' ? millis(t.median.tbtToStartMs) : '-',
    maybeSeconds(t.median.usableMs),
    maybeSeconds(t.median.startMs),
    maybeSeconds(t.median.appMs),
    `${t.marked}/${t.runs.length}`,
    Object.entries(t.elements)
      .map(([id, ms]) => `${id} ${maybeSeconds(ms)}`)
      .join(', ') || '-',
  ], 'lrrrrrrrrl');
}

/** @param {Awaited<ReturnType<typeof import('./repeat.mjs').measureRepeatVisit>>} repeat */
export function formatRepeat(repeat) {
  if (!repeat.serviceWorker || !repeat.controlled) return `not measured: ${repeat.note}`;
  const lines = [];
  const o = repeat.observed;
  if (o.error) lines.push(`observed: ${failed(o.error)}`);
  else
    lines.push(
      `observed (DevTools throttling): LCP ${seconds(o.median.lcpMs)}, FCP ${seconds(o.median.fcpMs)}, TBT ${millis(o.median.tbtMs)}, usable ${maybeSeconds(o.median.usableMs)}; ` +
        `${o.controlledRuns}/${o.runs.length} loads controlled by the service worker${o.warning ? `; WARNING ${o.warning}` : ''}`,
    );
  const l = repeat.lighthouse;
  if (!l) return lines.join('\n');
  if (l.error) lines.push(`Lighthouse (--disable-storage-reset): ${failed(l.error)}`);
  else
    lines.push(
      `Lighthouse (--disable-storage-reset): score ${l.median.score}, LCP ${seconds(l.median.lcpMs)}, FCP ${seconds(l.median.fcpMs)}, TBT ${millis(l.median.tbtMs)}, CLS ${l.median.cls.toFixed(3)}`,
    );
  return lines.join('\n');
}

/** @param {Awaited<ReturnType<typeof import('./scroll.mjs').measureScroll>>} result */
export function formatScroll(result) {
  const rows = result.runs.map(
    (r, i) =>
      `  run ${i + 1}: ${r.cards} cards in the DOM, ${r.frames} frames in ${r.durationMs} ms = ${r.fps} fps; frame p50 ${r.p50FrameMs} ms, ` +
      `p95 ${r.p95FrameMs} ms, max ${r.maxFrameMs} ms, ${r.longFrames} over 50 ms; layout shift while scrolling ${r.layoutShift.toFixed(4)} ` +
      `(${r.layoutShifts} entries; ${r.layoutShiftBefore.toFixed(4)} before); images requested ${r.imagesBeforeScroll} before scrolling, ${r.imagesAfterScroll} after`,
  );
  const m = result.median;
  return [
    `Large lobby scroll (${result.path}, ${result.cpuSlowdown}x CPU, ${result.viewport.width}x${result.viewport.height}): ` +
      `median ${m.fps} fps, p95 frame ${m.p95FrameMs} ms, layout shift ${m.layoutShift.toFixed(4)}`,
    ...rows,
  ].join('\n');
}

/** @param {Awaited<ReturnType<typeof import('./firstAction.mjs').measureFirstAction>>} result */
export function formatFirstAction(result) {
  if ('error' in result) return failed(result.error);
  const m = result.median;
  return `median of ${result.runs.length}: usable at ${maybeSeconds(m.usableMs)}, submit tapped ${millis(m.tapAfterUsableMs)} after it, login request sent ${millis(m.tapToRequestMs)} after the tap`;
}

/** A goal row's figure in its unit. */
function figure(value, unit) {
  if (value === null || value === undefined) return '-';
  if (unit === 's') return seconds(value);
  // A frame interval of 33.3 ms is over a 33 ms goal: printed whole, it would read "33 ms ... OVER".
  if (unit === 'ms') return value < 100 && !Number.isInteger(value) ? `${value.toFixed(1)} ms` : millis(value);
  if (unit === 'cls') return value.toFixed(3);
  if (unit === 'shift') return value.toFixed(4);
  if (unit === 'fps') return `${value} fps`;
  if (unit === 'bytes') return kb(value);
  return String(value);
}

/** How a row compares with its floor, and its goal, as printed. */
function comparison(row) {
  const signed = (n, unit) => `${n >= 0 ? '+' : '-'}${figure(Math.abs(n), unit)}`;
  switch (row.kind) {
    case 'ratio':
      return { vs: row.vsFloor === null ? '-' : `${row.vsFloor.toFixed(2)}x`, goal: `<= ${row.limit}x` };
    case 'plus':
      return { vs: row.vsFloor === null ? '-' : signed(row.vsFloor, row.unit), goal: `<= +${figure(row.limit, row.unit)}` };
    case 'minus':
      // Printed as the page's difference from the floor: a score 3 under the React floor's is -3.
      return { vs: row.vsFloor === null ? '-' : signed(-row.vsFloor, row.unit), goal: `>= -${figure(row.limit, row.unit)}` };
    case 'min':
      return { vs: '', goal: `>= ${figure(row.limit, row.unit)}` };
    default:
      return { vs: '', goal: `<= ${figure(row.limit, row.unit)}` };
  }
}

const verdict = (row) => (row.ok === null ? `n/a (${row.missing})` : mark(row.ok));

/** @param {ReturnType<typeof import('./goals.mjs').checkGoals>} check */
export function formatGoals(check) {
  const lines = [
    table([
      ['page', 'figure', 'value', 'floor', 'floor value', 'vs floor', 'goal', ''],
      ...check.rows.map((row) => {
        const { vs, goal } = comparison(row);
        return [row.page, row.figure, figure(row.value, row.unit), row.floor?.name ?? '', row.floor ? figure(row.floor.value, row.unit) : '', vs, goal, verdict(row)];
      }),
    ], 'llrlrrll'),
  ];
  const over = check.rows.filter((r) => r.ok === false);
  const unmeasured = check.rows.filter((r) => r.ok === null);
  lines.push('', over.length ? `Over (${over.length} of ${check.rows.length}):` : `Over: none of ${check.rows.length}.`);
  for (const row of over) {
    const { vs, goal } = comparison(row);
    const floor = row.floor ? `, ${vs} against the ${row.floor.name}'s ${figure(row.floor.value, row.unit)}` : '';
    lines.push(`  ${row.page} ${row.figure} ${figure(row.value, row.unit)}${floor} (goal ${goal})`);
  }
  if (unmeasured.length) {
    lines.push(`Not measured (${unmeasured.length}):`);
    const reasons = new Map();
    for (const row of unmeasured) reasons.set(row.missing, [...(reasons.get(row.missing) ?? []), `${row.page} ${row.figure}`]);
    for (const [reason, rows] of reasons) lines.push(`  ${reason}: ${rows.join('; ')}`);
  }
  return lines.join('\n');
}

/** Writes latest.json and a time-stamped copy; returns the copy's path relative to the repository. */
export function writeResults(report) {
  mkdirSync(RESULTS, { recursive: true });
  const json = JSON.stringify(report, null, 2);
  writeFileSync(join(RESULTS, 'latest.json'), json);
  const stamped = join(RESULTS, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(stamped, json);
  return relative(ROOT, stamped);
}
