// Where the bench reads and writes, the budgets it reports against, and the pages it loads. One
// place, so a new page or budget is a line here rather than an edit in every job.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const APP = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT = join(APP, '..');
export const DIST = join(APP, 'dist');
export const RESULTS = join(APP, 'bench-results');
/** Scratch space of the library builds and the Lighthouse reports (inside the git-ignored RESULTS). */
export const WORK = join(RESULTS, '.work');

/** KB = 1024 bytes, as printed everywhere. */
export const KB = 1024;

/**
 * Budgets of issue 4 ("Budgets") and issue 5 ("Performance"). Written into every result file as
 * `budgets`, so keep the keys stable.
 */
export const BUDGET = {
  landingInitialJs: 140 * KB,
  lazyRouteJs: 30 * KB,
  uiCss: 12 * KB,
  score: 95,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 100,
};

/** Pages loaded by Lighthouse and by the observed load, as guests, in this order. */
export const PAGES = ['/', '/login'];
