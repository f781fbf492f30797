// The same pages in a real (not simulated) load: Chromium with DevTools throttling (150 ms RTT,
// 1.6 Mbps down, 4x CPU, Moto G Power-sized screen), FCP, LCP and TBT read in the page. Lighthouse's
// default profile simulates the load from an unthrottled trace (Lantern); the two disagree on some
// changes (preloading, request priorities), so both are printed: a second opinion, not a budget.
import { createRequire } from 'node:module';
import { medianOf } from './stats.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

/** Lighthouse's default mobile profile, applied for real through DevTools. */
export const PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
  cpuSlowdown: 4,
};

/** How long after `load` the page is left to settle (lazy chunks, LCP candidates, long tasks). */
const SETTLE_MS = 5000;

export const METRICS = ['fcpMs', 'lcpMs', 'tbtMs'];

/** One throttled load of `url` in a fresh context of `browser`. */
async function observeOnce(browser, url) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PROFILE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.dokkhamBench = { lcp: 0, tasks: [] };
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.dokkhamBench.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.dokkhamBench.tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      // TBT as Lighthouse defines it: the part of each long task over 50 ms, after FCP.
      const tbt = w.dokkhamBench.tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      return { fcpMs: fcp, lcpMs: w.dokkhamBench.lcp, tbtMs: tbt };
    });
  } finally {
    await context.close();
  }
}

/**
 * `runs` throttled loads of each page; keyed by path, in the pages' order, with their medians.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {{ runs: number }} options
 */
export async function measureObserved(baseUrl, paths, { runs: count }) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
  const pages = {};
  try {
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < count; i++) runs.push(await observeOnce(browser, `${baseUrl}${path}`));
      pages[path] = { median: medianOf(runs, METRICS), runs };
    }
  } finally {
    await browser.close();
  }
  return pages;
}
