// Lighthouse, mobile default profile (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU), offline
// against URLs: the production build with the mock backend (app.mjs) and the floor pages
// (floors.mjs). Score, LCP, FCP, CLS and TBT per run, and their medians, because one run's timings
// are too noisy to read (NOTES.md). The targets are measured in rounds (each target once, then
// again), so a machine that gets busier halfway slows the floors as much as the pages compared
// with them. A signed-in page carries its session cookie (--extra-headers); a run that does not end
// on the page asked for (a sign-in redirect) is an error, not a number.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP, WORK } from './config.mjs';
import { measureInRounds, medianOf } from './stats.mjs';
import { run } from './util.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

export const METRICS = ['score', 'lcpMs', 'fcpMs', 'cls', 'tbtMs'];

/** The file name (without run number) of a target's reports: '/' -> 'landing', '/player/deposit' -> 'player-deposit', 'static floor' -> 'static-floor'. */
export const reportName = (name) =>
  name === '/'
    ? 'landing'
    : name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');

/** The numbers the bench keeps from a Lighthouse result (lhr), and the URL it ended on; throws on a failed recording. */
export function readLhr(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * The Lighthouse command line of one run. Options: `headers` (extra request headers, the session
 * cookie), `port` (a running browser's DevTools port instead of launching one: the repeat visit's
 * profile), `keepStorage` (--disable-storage-reset: keep the service worker, its caches and the
 * HTTP cache of earlier loads).
 * @param {string} url
 * @param {string} outFile
 * @param {{ headers?: Record<string, string>, port?: number, keepStorage?: boolean, chromeFlags?: string }} options
 */
export function lighthouseArgs(url, outFile, { headers, port, keepStorage = false, chromeFlags = '' } = {}) {
  return [
    'exec',
    'lighthouse',
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
    ...(port ? [`--port=${port}`] : [`--chrome-flags=${chromeFlags}`]),
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
}

async function lighthouseOnce(url, outFile, options) {
  const chrome = chromiumPath();
  const chromeFlags = ['--headless=new', ...chromiumArgs.filter((f) => f !== '--disable-gpu')].join(' ');
  await run('pnpm', lighthouseArgs(url, outFile, { chromeFlags, ...options }), {
    cwd: APP,
    env: { ...process.env, ...(chrome && { CHROME_PATH: chrome }) },
  });
  const result = readLhr(JSON.parse(readFileSync(outFile, 'utf8')));
  const asked = new URL(url).pathname;
  const ended = new URL(result.finalUrl ?? url).pathname;
  if (ended !== asked) throw new Error(`Lighthouse ended on ${ended}, not ${asked} (signed out?)`);
  return result;
}

/** One Lighthouse run; a failed recording (NO_NAVSTART and the like, seen on busy machines) is retried twice. */
export async function lighthouseRun(url, outFile, options = {}) {
  let last;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await lighthouseOnce(url, outFile, options);
    } catch (error) {
      last = error;
      if (/ended on/.test(error.message)) break;
    }
  }
  throw last;
}

/** Medians of a target's runs. */
export const summarise = (runs) => ({ median: medianOf(runs, METRICS), runs });

/**
 * @typedef {{ name: string, url: string, headers?: Record<string, string> }} Target
 * `runs` Lighthouse runs of each target, in rounds; keyed by name, in the targets' order. A target
 * whose run fails (after retries) is `{ error }` and is not run again; the others go on.
 * @param {Target[]} targets
 * @param {{ runs: number, progress?: (line: string) => void, options?: object }} options `options`: lighthouseArgs' options for every run
 */
export async function measureLighthouse(targets, { runs: count, progress = () => {}, options = {} }) {
  const dir = join(WORK, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  return measureInRounds(
    targets,
    count,
    (target, i) => lighthouseRun(target.url, join(dir, `${reportName(target.name)}-${i}.json`), { ...options, headers: target.headers }),
    summarise,
    { progress, describe: (_, r) => `score ${r.score}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms` },
  );
}
