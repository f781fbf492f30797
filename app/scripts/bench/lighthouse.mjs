// Lighthouse, mobile default profile (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU), offline
// against a URL (the production build with the mock backend, see app.mjs): score, LCP, FCP, CLS
// and TBT per run, and their medians, because one run's timings are too noisy to read (NOTES.md).
// The medians are checked against the budgets. Each page is given as a URL, so pages of another
// server (or behind a sign-in) can be measured by the same code.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseOk } from './budgets.mjs';
import { APP, WORK } from './config.mjs';
import { medianOf } from './stats.mjs';
import { run } from './util.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

export const METRICS = ['score', 'lcpMs', 'fcpMs', 'cls', 'tbtMs'];

/** The file name (without run number) of a page's reports: '/' -> 'landing', '/player/deposit' -> 'player-deposit'. */
export const reportName = (path) => (path === '/' ? 'landing' : path.replace(/^\//, '').replace(/\//g, '-'));

/** The numbers the bench keeps from a Lighthouse result (lhr); throws on a failed recording. */
export function readLhr(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
}

async function lighthouseOnce(url, outFile) {
  const chrome = chromiumPath();
  const flags = ['--headless=new', ...chromiumArgs.filter((f) => f !== '--disable-gpu')].join(' ');
  await run(
    'pnpm',
    ['exec', 'lighthouse', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${outFile}`, `--chrome-flags=${flags}`],
    { cwd: APP, env: { ...process.env, ...(chrome && { CHROME_PATH: chrome }) } },
  );
  return readLhr(JSON.parse(readFileSync(outFile, 'utf8')));
}

/** One Lighthouse run; a failed recording (NO_NAVSTART and the like, seen on busy machines) is retried twice. */
export async function lighthouseRun(url, outFile) {
  let last;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await lighthouseOnce(url, outFile);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

/** Medians of a page's runs, with the budget flags. */
export function summarise(runs, budget) {
  const median = medianOf(runs, METRICS);
  return { median, runs, ok: lighthouseOk(median, budget) };
}

/**
 * `runs` Lighthouse runs of each page, one after the other; keyed by path, in the pages' order.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {{ runs: number, budget: typeof import('./config.mjs').BUDGET }} options
 */
export async function measureLighthouse(baseUrl, paths, { runs: count, budget }) {
  const dir = join(WORK, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const pages = {};
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < count; i++) {
      console.info(`  ${path} run ${i + 1}/${count}`);
      runs.push(await lighthouseRun(`${baseUrl}${path}`, join(dir, `${reportName(path)}-${i}.json`)));
    }
    pages[path] = summarise(runs, budget);
  }
  return pages;
}
