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
 * The goals of issue 16 ("Goals, as ratios measured in one run") and issue 31 ("Fast where the money
 * is"), against the two floor pages the bench builds and measures in the same run, under the same
 * profile (floors.mjs), or absolute where a figure does not move with the machine (CLS, a layout
 * shift) or the issue states it so. Written into every result file as `goals` (keep the keys
 * stable; add new ones); checked by goals.mjs.
 */
export const GOALS = {
  /** Guest pages: Lighthouse LCP at most this times the static floor's. */
  lcpToStaticFloor: 1.3,
  /** Guest pages: Lighthouse TBT at most the React floor's plus this. */
  tbtOverReactFloorMs: 50,
  /** Guest pages and the money pages (PAGES' `lighthouse: 'absolute'`): Lighthouse CLS at most this (absolute: a layout shift is not a machine's speed). */
  cls: 0.02,
  /** Guest pages: Lighthouse score at least the React floor's minus this. */
  scoreUnderReactFloor: 2,
  /** Guest pages: main content usable (the page's mark, observed load) at most this times the static floor's LCP (observed load). */
  usableToStaticFloor: 1.6,
  /** Signed-in pages, cold (a fresh profile, the session's cookie): the same (issue 31; it was 2.5x). */
  signedInUsableToStaticFloor: 1.6,
  /** The money pages (`lighthouse: 'absolute'`), signed in: Lighthouse score at least this (issue 31, absolute). */
  signedInScore: 95,
  /** The money pages, signed in: Lighthouse TBT at most this (issue 31, absolute). */
  signedInTbtMs: 100,
  /** A repeat visit to / with the service worker: LCP at most this times the static floor's. */
  repeatLcpToStaticFloor: 1,
  /** A signed-in repeat visit with the service worker (REPEAT_SIGNED_IN): usable at most this times the static floor's LCP (observed). */
  repeatUsableToStaticFloor: 0.8,
  /** The large lobby's scroll at 4x CPU (scroll.mjs; median of the runs): frames per second at least this. */
  scrollFps: 55,
  /** The same: 95th-percentile frame interval at most this. */
  scrollP95FrameMs: 33,
  /**
   * The same: the layout shifts during the scroll (sum of 'layout-shift' entries without recent
   * input) at most this: none. Chromium reports no entry when nothing moved, so the sum is exactly
   * 0 without a shift, and any entry is an element that moved (an image or a card taking its size
   * late): no tolerance for float noise is needed.
   */
  scrollLayoutShift: 0,
  /** On /login, a submit tapped at the shell's usable mark: the login request sent at most this long after the tap (observed load; firstAction.mjs). */
  firstActionMs: 1200,
};

/**
 * The app's pages loaded by Lighthouse and the observed load. `mark`: the detail of the page's
 * 'dokkham:usable' mark (src/lib/usable.ts); `goals`: which of GOALS apply ('guest' or
 * 'signedIn'); `lighthouse: 'absolute'`: a signed-in page with Lighthouse goals of its own
 * (signedInScore, signedInTbtMs, cls); `signIn`: the mock login (LOGINS of @dokkham/mocks) whose
 * session loads it.
 */
export const PAGES = [
  { path: '/', mark: 'landing', goals: 'guest' },
  { path: '/login', mark: 'login', goals: 'guest' },
  { path: '/player', mark: 'home', goals: 'signedIn', signIn: 'demo' },
  { path: '/player/deposit', mark: 'deposit', goals: 'signedIn', signIn: 'demo', lighthouse: 'absolute' },
];

/** The floor pages' names, as keys of the results beside the pages' paths. */
export const FLOOR = { static: 'static floor', react: 'React floor' };

/** The page of the repeat visit (the service worker's cache), as a guest. */
export const REPEAT_PATH = '/';

/** The signed-in repeat visit (issue 31: players come back every day): its page in PAGES, whose mark and login it uses. */
export const REPEAT_SIGNED_IN = '/player/deposit';

/** The first-action job (firstAction.mjs): the page whose shell queues a submit, and the mock login (LOGINS of @dokkham/mocks) typed into it. */
export const FIRST_ACTION = { path: '/login', login: 'demo' };
