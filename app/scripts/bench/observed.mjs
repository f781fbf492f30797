// The same pages in a real (not simulated) load: Chromium with DevTools throttling (150 ms RTT,
// 1.6 Mbps down, 4x CPU, Moto G Power-sized screen), timings read in the page: FCP, LCP, TBT, and
// what the player waits for, which Lighthouse's simulation cannot time (its default 'simulate'
// throttling replays an unthrottled trace, and user timings are left unthrottled): the page's
// 'dokkham:usable' mark (src/lib/usable.ts: main content painted and usable) and the paints of
// elements with an `elementtiming` attribute. The usable goals compare these marks with the static
// floor's LCP from this same job, so both sides are timed under the same throttling.
import { createRequire } from 'node:module';
import { measureInRounds, medianOfPresent } from './stats.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

/** Lighthouse's default mobile profile, applied for real through DevTools. */
export const PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
  cpuSlowdown: 4,
};

/** The page context of every observed load: a phone of PROFILE's size. */
export const CONTEXT_OPTIONS = { viewport: PROFILE.viewport, deviceScaleFactor: PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true };

/**
 * The mark src/lib/usable.ts sets (its USABLE_MARK): main content painted and usable. A prerendered
 * page's shell sets it at its own paint (src/firstPaint/headScript.ts); the app's page otherwise.
 */
export const USABLE_MARK = 'dokkham:usable';
/** The mark of the app's own page, painted and running (its APP_MARK): after a shell, the take-over. */
export const APP_MARK = 'dokkham:app';

/** A prerendered page's head script starting the app (src/lib/usable.ts, START_MARK): TBT is split there. */
export const START_MARK = 'dokkham:start';

/** After `load` (and the page's usable mark, if it has one) the page is left this long for late paints and long tasks. */
const SETTLE_MS = 2000;
/** How long a page may take to mark itself usable before the run records it as not marked. */
const MARK_TIMEOUT_MS = 30_000;

export const METRICS = ['fcpMs', 'lcpMs', 'tbtMs', 'tbtToStartMs', 'startMs', 'usableMs', 'appMs'];

/**
 * The figures of one load from what the page recorded (pure): TBT as Lighthouse defines it (the
 * part of each long task over 50 ms, after FCP), and on a prerendered page the part of it before
 * the head script started the app (the load's own, what the player waiting for the page meets:
 * `tbtToStartMs`; the rest is the start's); the usable mark only when it names the page
 * expected (a redirect to /login marks 'login'), the app's mark likewise; the first paint of each
 * `elementtiming` identifier.
 * @param {{ fcp: number, lcp: number, tasks: [number, number][], start?: number | null, marks: { name: string, ms: number }[], appMarks?: { name: string, ms: number }[], elements: [string, number][], path: string }} seen
 * @param {string | undefined} mark the detail of the usable mark expected
 */
export function readLoad(seen, mark) {
  const usable = seen.marks[0];
  const app = seen.appMarks?.[0];
  const elements = {};
  for (const [id, ms] of seen.elements) if (id && !(id in elements)) elements[id] = ms;
  const tbt = (until = Infinity) => seen.tasks.filter(([start]) => start >= seen.fcp && start < until).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return {
    fcpMs: seen.fcp,
    lcpMs: seen.lcp,
    tbtMs: tbt(),
    tbtToStartMs: seen.start == null ? null : tbt(seen.start),
    startMs: seen.start ?? null,
    usableMs: mark && usable?.name === mark ? usable.ms : null,
    appMs: mark && app?.name === mark ? app.ms : null,
    usableName: usable?.name ?? null,
    elements,
    path: seen.path,
  };
}

/** Records LCP candidates, long tasks and element paints from the start of the page. */
function recorder() {
  const w = /** @type {any} */ (window);
  w.dokkhamBench = { lcp: 0, tasks: [], elements: [] };
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.dokkhamBench.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.dokkhamBench.tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => w.dokkhamBench.elements.push([/** @type {any} */ (e).identifier, /** @type {any} */ (e).renderTime || e.startTime])),
  ).observe({ type: 'element', buffered: true });
}

/**
 * PROFILE's network and CPU throttling on `page` (DevTools), before its load.
 * @param {import('playwright').BrowserContext} context
 * @param {import('playwright').Page} page
 */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}

/**
 * One throttled load of `target` in a new page of `context` (its cookies, its service worker).
 * @param {import('playwright').BrowserContext} context
 * @param {{ url: string, mark?: string }} target
 */
export async function observeLoad(context, target) {
  const page = await context.newPage();
  try {
    await throttle(context, page);
    let fromServiceWorker = 0;
    page.on('response', (r) => {
      if (r.fromServiceWorker()) fromServiceWorker++;
    });
    await page.addInitScript(recorder);
    await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    // The app's mark comes last (a shell marks usable before the app runs).
    if (target.mark)
      await page
        .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, APP_MARK, { timeout: MARK_TIMEOUT_MS, polling: 100 })
        .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(([name, appName, startName]) => {
      const marks = (/** @type {string} */ mark) =>
        performance.getEntriesByName(mark, 'mark').map((m) => ({ name: String(/** @type {PerformanceMark} */ (m).detail), ms: m.startTime }));
      const w = /** @type {any} */ (window);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp: w.dokkhamBench.lcp,
        tasks: w.dokkhamBench.tasks,
        elements: w.dokkhamBench.elements,
        marks: marks(name),
        appMarks: marks(appName),
        start: performance.getEntriesByName(startName, 'mark')[0]?.startTime ?? null,
        path: location.pathname,
        controlled: !!navigator.serviceWorker?.controller,
        api: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => e.duration),
      };
    }, [USABLE_MARK, APP_MARK, START_MARK]);
    // The quickest API answer: under PROFILE's 150 ms RTT it cannot be quicker, unless the request escaped the throttling.
    const apiMinMs = seen.api.length ? Math.min(...seen.api) : null;
    return { ...readLoad(seen, target.mark), controlled: seen.controlled, fromServiceWorker, apiMinMs };
  } finally {
    await page.close();
  }
}

/** Medians of a target's runs: the METRICS, and each element timing identifier's. */
export function summariseLoads(runs) {
  const ids = [...new Set(runs.flatMap((r) => Object.keys(r.elements)))];
  return {
    median: medianOfPresent(runs, METRICS),
    elements: medianOfPresent(
      runs.map((r) => r.elements),
      ids,
    ),
    marked: runs.filter((r) => r.usableMs !== null).length,
    runs,
  };
}

/** A Chromium for the observed loads, closed after `job`. */
export async function withBrowser(job) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
  try {
    return await job(browser);
  } finally {
    await browser.close();
  }
}

/**
 * @typedef {{ name: string, url: string, mark?: string, cookies?: { name: string, value: string }[] }} Target
 * `runs` throttled loads of each target, in rounds, each in a fresh context (no cache, no service
 * worker; the target's cookies); keyed by name, in the targets' order. A target whose load throws is
 * `{ error }` and is not loaded again.
 * @param {Target[]} targets
 * @param {{ runs: number, progress?: (line: string) => void }} options
 */
export async function measureObserved(targets, { runs: count, progress = () => {} }) {
  return withBrowser((browser) =>
    measureInRounds(
      targets,
      count,
      async (target) => {
        const context = await browser.newContext(CONTEXT_OPTIONS);
        try {
          // For the whole origin (path /): a cookie given with the page's URL would be scoped to its directory, not /api.
          if (target.cookies) await context.addCookies(target.cookies.map((c) => ({ ...c, url: `${new URL(target.url).origin}/` })));
          return await observeLoad(context, target);
        } finally {
          await context.close();
        }
      },
      summariseLoads,
      {
        progress,
        describe: (target, load) => {
          const usable = target.mark ? `, usable ${load.usableMs === null ? `not marked (${load.usableName ?? 'no mark'} on ${load.path})` : `${(load.usableMs / 1000).toFixed(2)} s`}` : '';
          return `LCP ${(load.lcpMs / 1000).toFixed(2)} s${usable}`;
        },
      },
    ),
  );
}
