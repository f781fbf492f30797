// Where the bench reads and writes, the budgets and goals it reports against, and the pages it
// loads. One place, so a new page, budget or goal is a line here rather than an edit in every job.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const APP = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT = join(APP, '..');
export const DIST = join(APP, 'dist');
export const RESULTS = join(APP, 'bench-results');
/** Scratch space of the library builds, the floor pages and the Lighthouse reports (inside the git-ignored RESULTS). */
export const WORK = join(RESULTS, '.work');

/** KB = 1024 bytes, as printed everywhere. */
export const KB = 1024;

/**
 * Size budgets, absolute because bytes do not move with the machine: the landing's initial JS
 * (at most 140 KB gzip with i18next and react-i18next in it, issue 27; it was 125 KB before the
 * landing was prerendered, issue 16), a lazy route's own JS and the design system's CSS (issue 4).
 * Written into every result file as `budgets`, so keep the keys stable. The old absolute
 * Lighthouse budgets (score, LCP, TBT) are gone: GOALS replaces them with ratios to floor pages.
 */
export const BUDGET = {
  landingInitialJs: 140 * KB,
  lazyRouteJs: 30 * KB,
  uiCss: 12 * KB,
};

/**
 * Issue 16's goals ("Goals, as ratios measured in one run"), against the two floor pages the bench
 * builds and measures in the same run, under the same profile (floors.mjs). Written into every
 * result file as `goals`; checked by goals.mjs.
 */
export const GOALS = {
  /** Guest pages: Lighthouse LCP at most this times the static floor's. */
  lcpToStaticFloor: 1.3,
  /** Guest pages: Lighthouse TBT at most the React floor's plus this. */
  tbtOverReactFloorMs: 50,
  /** Guest pages: Lighthouse CLS at most this (absolute: a layout shift is not a machine's speed). */
  cls: 0.02,
  /** Guest pages: Lighthouse score at least the React floor's minus this. */
  scoreUnderReactFloor: 2,
  /** Guest pages: main content usable (the page's mark, observed load) at most this times the static floor's LCP (observed load). */
  usableToStaticFloor: 1.6,
  /** Signed-in pages: the same, with more room (the session, the player's data). */
  signedInUsableToStaticFloor: 2.5,
  /** A repeat visit to / with the service worker: LCP at most this times the static floor's. */
  repeatLcpToStaticFloor: 1,
};

/**
 * The app's pages loaded by Lighthouse and the observed load. `mark`: the detail of the page's
 * 'dokkham:usable' mark (src/lib/usable.ts); `goals`: which of GOALS apply ('guest' or
 * 'signedIn'); `signIn`: the mock login (LOGINS of @dokkham/mocks) whose session loads it.
 */
export const PAGES = [
  { path: '/', mark: 'landing', goals: 'guest' },
  { path: '/login', mark: 'login', goals: 'guest' },
  { path: '/player/deposit', mark: 'deposit', goals: 'signedIn', signIn: 'demo' },
];

/** The floor pages' names, as keys of the results beside the pages' paths. */
export const FLOOR = { static: 'static floor', react: 'React floor' };

/** The page of the repeat visit (the service worker's cache). */
export const REPEAT_PATH = '/';
