#!/usr/bin/env node
// `pnpm bench`: the numbers of issue 31 ("Fast where the money is"), issue 16 ("Performance: first
// paint ..."), issue 5 ("Performance") and issue 4 ("Budgets"), measured on the production build.
// It reports: it prints every figure, its floor and the ratio, and what is over, and exits 0
// (unless it could not measure at all); `--strict` exits 1 when a goal is over or could not be
// measured. Each job is a module of bench/ (what it measures and why is written there); this file
// runs them in order and collects results:
//
//   1. bench/build.mjs, bench/routes.mjs   the build, and JS/CSS per route from its Vite manifest
//   2. bench/ui.mjs                        the design system's CSS and a tree-shaking check
//   3. bench/floors.mjs                    the floor pages: the prerendered landing with every script
//                                          removed (same HTML, inline CSS, font preloads), and a
//                                          minimal React 19 page, served like the app
//   4. bench/lighthouse.mjs                Lighthouse mobile medians: floors and PAGES (config.mjs),
//                                          the signed-in ones with their session (bench/signin.mjs)
//   5. bench/observed.mjs                  the same loaded for real under DevTools throttling: LCP
//                                          and the pages' usable marks
//   6. bench/repeat.mjs                    repeat visits with the service worker: to /, and to
//                                          /player/deposit signed in
//   7. bench/firstAction.mjs               on /login, a submit tapped at the shell's usable mark:
//                                          how soon the login request leaves
//   8. bench/scroll.mjs                    scrolling the large game lobby (600+ games) at 4x CPU:
//                                          frame rate, slow frames, layout shifts
//   9. bench/goals.mjs, bench/report.mjs   the goals checked, the tables, bench-results/latest.json
//   Budgets and goals: bench/config.mjs (values), bench/budgets.mjs and bench/goals.mjs (checks).
//
//   node scripts/bench.mjs [--build] [--runs N] [--skip-lighthouse] [--scroll] [--only JOBS] [--strict]
//     --build            rebuild even when dist/ is newer than the sources
//     --runs N           runs per page of Lighthouse, the observed load, the repeat visits, the
//                        first action and the scroll (default 3; the median is reported)
//     --skip-lighthouse  sizes and budgets only (no floors, timings or scroll run, unless --scroll)
//     --scroll           the large-lobby scroll run even with --skip-lighthouse
//     --only JOBS        these jobs only (comma-separated: ui, lighthouse, observed, repeat,
//                        first-action, scroll; the sizes always, the floors with lighthouse or
//                        observed): a quicker look while working on one figure; the goals of the
//                        jobs left out say "not measured"
//     --strict           exit 1 when a goal is over or not measured
//
// KB = 1024 bytes; gzip level 9 (what scripts/serve.mjs sends precompressed).
import { parseArgs } from 'node:util';
import { withApp } from './bench/app.mjs';
import { distSizer, ensureBuild, readManifest } from './bench/build.mjs';
import { BUDGET, FIRST_ACTION, FLOOR, GOALS, PAGES, REPEAT_PATH, REPEAT_SIGNED_IN } from './bench/config.mjs';
import { measureFirstAction } from './bench/firstAction.mjs';
import { buildReactFloor, buildStaticFloor, withFloors } from './bench/floors.mjs';
import { checkGoals } from './bench/goals.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureObserved } from './bench/observed.mjs';
import { measureRepeatVisit } from './bench/repeat.mjs';
import { formatFirstAction, formatGoals, formatLighthouse, formatObserved, formatRepeat, formatScroll, formatSizes, formatUi, writeResults } from './bench/report.mjs';
import { measureRoutes } from './bench/routes.mjs';
import { measureScroll } from './bench/scroll.mjs';
import { cookieHeader, signIn } from './bench/signin.mjs';
import { measureUi } from './bench/ui.mjs';

const { values: opts } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    scroll: { type: 'boolean', default: false },
    only: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(opts.runs, 10) || 3);
/** The --only job names of each part of the run (the floors serve Lighthouse and the observed load). */
const JOB_OF = {
  ui: ['ui'],
  floors: ['lighthouse', 'observed'],
  lighthouse: ['lighthouse'],
  observed: ['observed'],
  repeatVisit: ['repeat'],
  repeatVisitSignedIn: ['repeat'],
  firstAction: ['first-action'],
  scroll: ['scroll'],
};
const only = opts.only?.split(',').map((j) => j.trim());
const jobs = [...new Set(Object.values(JOB_OF).flat())];
const unknown = only?.filter((j) => !jobs.includes(j)) ?? [];
if (unknown.length) {
  console.error(`--only: unknown job ${unknown.join(', ')} (jobs: ${jobs.join(', ')})`);
  process.exit(2);
}

const started = Date.now();
const clock = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
/** A progress line, with the time since the start. */
const progress = (line) => console.info(`  ${clock()}  ${line}`);

const report = { date: new Date().toISOString(), budgets: BUDGET, goals: GOALS, errors: [] };

/** Runs an optional job (unless --only leaves it out): a failure is printed and recorded under `errors`, and the bench goes on. */
async function optional(key, failure, job) {
  if (only && !JOB_OF[key].some((j) => only.includes(j))) return;
  try {
    await job();
  } catch (error) {
    report.errors.push(`${key}: ${error.message}`);
    console.error(`${failure}: ${error.message}`);
  }
}

/** Targets of a timing job that failed are recorded under `errors` too. */
function noteFailures(key, targets) {
  for (const [name, t] of Object.entries(targets)) if (t.error) report.errors.push(`${key} ${name}: ${t.error}`);
}

try {
  await ensureBuild({ force: opts.build });
} catch (error) {
  console.error(`The build failed, nothing to measure.\n${error.message}`);
  process.exit(1);
}

report.sizes = measureRoutes(readManifest(), distSizer(), BUDGET);
console.info(formatSizes(report.sizes, BUDGET));

await optional('ui', 'ui measurements failed', async () => {
  console.info('\nDesign system (library builds of @dokkham/ui) ...');
  report.ui = await measureUi(BUDGET);
  console.info(formatUi(report.ui, BUDGET));
});

if (!opts['skip-lighthouse']) {
  /** @type {{ static: string, react: string } | undefined} */
  let floors;
  await optional('floors', 'Building the floor pages failed', async () => {
    console.info('\nFloor pages: the static floor from the prerendered landing, a minimal React 19 page ...');
    const staticFloor = await buildStaticFloor();
    floors = { static: staticFloor.dir, react: await buildReactFloor() };
    report.floors = { [FLOOR.static]: staticFloor.description, [FLOOR.react]: "react + react-dom rendering the landing's Lao headline and subtitle (Vite production build)" };
    for (const [name, description] of Object.entries(report.floors)) console.info(`${name}: ${description}`);
    progress('built');
  });

  /**
   * Runs a timing job on the app (a fresh mock database) and the floor pages, all served for it:
   * its targets are the floors, then PAGES, each signed-in page with its session's cookies.
   */
  const timing = (key, job) =>
    withApp(async (appUrl, app) => {
      const pages = [];
      for (const page of PAGES) {
        const target = { name: page.path, url: `${appUrl}${page.path}`, mark: page.mark };
        if (!page.signIn) pages.push(target);
        else
          await signIn(appUrl, app.mock.logins[page.signIn]).then(
            (cookies) => pages.push({ ...target, cookies }),
            (error) => report.errors.push(`${key} ${page.path}: ${error.message}`),
          );
      }
      if (!floors) return job(pages);
      return withFloors(floors, (urls) => job([{ name: FLOOR.static, url: urls.static }, { name: FLOOR.react, url: urls.react }, ...pages]));
    });

  await optional('lighthouse', 'Lighthouse failed', async () => {
    console.info(`\nLighthouse (mobile default profile, simulated throttling; median of ${RUNS}, measured in rounds) ...`);
    report.lighthouse = await timing('lighthouse', (targets) =>
      measureLighthouse(
        targets.map(({ name, url, cookies }) => ({ name, url, ...(cookies && { headers: { Cookie: cookieHeader(cookies) } }) })),
        { runs: RUNS, progress },
      ),
    );
    noteFailures('lighthouse', report.lighthouse);
    console.info(formatLighthouse(report.lighthouse));
  });

  await optional('observed', 'Observed load failed', async () => {
    console.info(`\nObserved load (DevTools throttling: 150 ms RTT, 1.6 Mbps, 4x CPU; median of ${RUNS}): the usable marks and the static floor's LCP they are compared with ...`);
    // The React floor is Lighthouse's reference only (TBT, score): no goal reads its observed load.
    report.observed = await timing('observed', (targets) =>
      measureObserved(
        targets.filter((t) => t.name !== FLOOR.react),
        { runs: RUNS, progress },
      ),
    );
    noteFailures('observed', report.observed);
    console.info(formatObserved(report.observed));
  });

  await optional('repeatVisit', 'Repeat visit failed', async () => {
    console.info(`\nRepeat visit to ${REPEAT_PATH} with the service worker (one browser profile; median of ${RUNS}) ...`);
    const mark = PAGES.find((p) => p.path === REPEAT_PATH)?.mark;
    report.repeatVisit = await withApp((url) => measureRepeatVisit(`${url}${REPEAT_PATH}`, { runs: RUNS, mark, progress }));
    console.info(formatRepeat(report.repeatVisit));
  });

  await optional('repeatVisitSignedIn', 'Signed-in repeat visit failed', async () => {
    const page = PAGES.find((p) => p.path === REPEAT_SIGNED_IN);
    if (!page?.signIn) throw new Error(`${REPEAT_SIGNED_IN} is not a signed-in page of PAGES`);
    console.info(`\nRepeat visit to ${REPEAT_SIGNED_IN} signed in as ${page.signIn}, with the service worker (one browser profile; observed loads, median of ${RUNS}) ...`);
    report.repeatVisitSignedIn = await withApp(async (url, app) => {
      const cookies = await signIn(url, app.mock.logins[page.signIn]);
      return measureRepeatVisit(`${url}${REPEAT_SIGNED_IN}`, { runs: RUNS, mark: page.mark, cookies, lighthouse: false, progress });
    });
    console.info(formatRepeat(report.repeatVisitSignedIn));
  });

  await optional('firstAction', 'First action failed', async () => {
    console.info(`\nFirst action on ${FIRST_ACTION.path} (DevTools throttling as the observed load): a submit tapped at the shell's usable mark, until the login request leaves (median of ${RUNS}) ...`);
    report.firstAction = await withApp((url, app) => measureFirstAction(url, app.mock.logins[FIRST_ACTION.login], { runs: RUNS, progress }));
    if (report.firstAction.error) report.errors.push(`firstAction: ${report.firstAction.error}`);
    console.info(formatFirstAction(report.firstAction));
  });
}

if (!opts['skip-lighthouse'] || opts.scroll) {
  await optional('scroll', 'Large lobby scroll failed', async () => {
    console.info(`\nLarge lobby scroll (median of ${RUNS}) ...`);
    report.scroll = await measureScroll({ runs: RUNS });
    console.info(formatScroll(report.scroll));
  });
}

report.check = checkGoals(report, { goals: GOALS, budget: BUDGET, pages: PAGES });
console.info(
  `\nGoals of issues 16 and 31 (floors measured in this run; Lighthouse figures against Lighthouse floors, observed against observed)${opts['skip-lighthouse'] ? '; timings skipped (--skip-lighthouse)' : ''} ...`,
);
if (report.floors) console.info(`The static floor: ${report.floors[FLOOR.static]}.`);
console.info(formatGoals(report.check));

const stamped = writeResults(report);
console.info(`\nResults: ${stamped} (and bench-results/latest.json); ${clock()} in all.`);
process.exit(opts.strict && (report.check.over > 0 || report.check.unmeasured > 0) ? 1 : 0);
