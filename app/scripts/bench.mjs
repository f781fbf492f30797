#!/usr/bin/env node
// `pnpm bench`: the numbers of issue 5 ("Performance") and issue 4 ("Budgets"), measured on the
// production build. It reports; it does not assert (exit 0 unless it could not measure at all).
// Each job is a module of bench/ (what it measures and why is written there); this file runs
// them in order and collects their results:
//
//   1. bench/build.mjs, bench/routes.mjs   the build, and JS/CSS per route from its Vite manifest
//   2. bench/ui.mjs                        the design system's CSS and a tree-shaking check
//   3. bench/lighthouse.mjs                Lighthouse mobile medians on PAGES (bench/config.mjs)
//   4. bench/observed.mjs                  the same pages loaded for real under DevTools throttling
//      bench/scroll.mjs                    scrolling the large game lobby (600+ games) at 4x CPU
//   5. bench/report.mjs                    the printed tables and bench-results/latest.json
//   Budgets: bench/config.mjs (values), bench/budgets.mjs (checks). Server: bench/app.mjs.
//
//   node scripts/bench.mjs [--build] [--runs N] [--skip-lighthouse]
//     --build            rebuild even when dist/ is newer than the sources
//     --runs N           Lighthouse (and observed) runs per page (default 3; the median is reported)
//     --skip-lighthouse  sizes and budgets only (and no scroll run, unless --scroll)
//     --scroll           the large-lobby scroll run even with --skip-lighthouse
//
// KB = 1024 bytes; gzip level 9 (what scripts/serve.mjs sends precompressed).
import { parseArgs } from 'node:util';
import { withApp } from './bench/app.mjs';
import { distSizer, ensureBuild, readManifest } from './bench/build.mjs';
import { BUDGET, PAGES } from './bench/config.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureObserved } from './bench/observed.mjs';
import { formatLighthouse, formatObserved, formatSizes, formatUi, writeResults } from './bench/report.mjs';
import { measureRoutes } from './bench/routes.mjs';
import { formatScroll, measureScroll } from './bench/scroll.mjs';
import { measureUi } from './bench/ui.mjs';

const { values: opts } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    scroll: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(opts.runs, 10) || 3);

const report = { date: new Date().toISOString(), budgets: BUDGET, errors: [] };

/** Runs an optional job: a failure is printed and recorded under `errors`, and the bench goes on. */
async function optional(key, failure, job) {
  try {
    await job();
  } catch (error) {
    report.errors.push(`${key}: ${error.message}`);
    console.error(`${failure}: ${error.message}`);
  }
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
  await optional('lighthouse', 'Lighthouse failed', async () => {
    console.info(`\nLighthouse (mobile default profile, median of ${RUNS}) ...`);
    report.lighthouse = await withApp((url) => measureLighthouse(url, PAGES, { runs: RUNS, budget: BUDGET }));
    console.info(formatLighthouse(report.lighthouse, BUDGET));
  });

  await optional('observed', 'Observed load failed', async () => {
    console.info(`\nObserved load (DevTools throttling: 150 ms RTT, 1.6 Mbps, 4x CPU; median of ${RUNS}) ...`);
    report.observed = await withApp((url) => measureObserved(url, PAGES, { runs: RUNS }));
    console.info(formatObserved(report.observed));
  });
}

if (!opts['skip-lighthouse'] || opts.scroll) {
  await optional('scroll', 'Large lobby scroll failed', async () => {
    console.info('\nLarge lobby scroll ...');
    report.scroll = await measureScroll({ runs: RUNS });
    console.info(formatScroll(report.scroll));
  });
}

const stamped = writeResults(report);
console.info(`\nResults: ${stamped} (and bench-results/latest.json)`);
process.exit(0);
