// What the bench prints and keeps: one text table per job (budgets written from BUDGET, so a new
// budget cannot disagree with its label), and the result file, bench-results/latest.json plus one
// time-stamped copy per run (git-ignored), whose shape later runs and tools compare against:
// { date, budgets, errors, sizes, ui, lighthouse?, observed? }.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { KB, RESULTS, ROOT } from './config.mjs';

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
export const mark = (ok) => (ok ? 'ok' : 'OVER');

/** Rows as columns: the first left-aligned, the others right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')).join('\n');
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

/** @param {Awaited<ReturnType<typeof import('./lighthouse.mjs').measureLighthouse>>} pages */
export function formatLighthouse(pages, budget) {
  const budgets = `budgets (score >= ${budget.score}, LCP <= ${budget.lcpMs / 1000} s, CLS <= ${budget.cls}, TBT <= ${budget.tbtMs} ms)`;
  return table([
    ['page', 'score', 'LCP', 'CLS', 'TBT', 'FCP', budgets],
    ...Object.entries(pages).map(([path, { median: m, ok }]) => [
      path,
      m.score,
      seconds(m.lcpMs),
      m.cls.toFixed(3),
      millis(m.tbtMs),
      seconds(m.fcpMs),
      Object.entries(ok)
        .map(([k, v]) => `${k} ${mark(v)}`)
        .join(', '),
    ]),
  ]);
}

/** @param {Awaited<ReturnType<typeof import('./observed.mjs').measureObserved>>} pages */
export function formatObserved(pages) {
  return table([
    ['page', 'FCP', 'LCP', 'TBT'],
    ...Object.entries(pages).map(([path, { median: m }]) => [path, seconds(m.fcpMs), seconds(m.lcpMs), millis(m.tbtMs)]),
  ]);
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
