// Scrolling a large game lobby on a mid-range phone (issue 14, "Performance"; issue 31's goals: 55
// fps or more, 95th-percentile frames at most 33 ms, images never shifting the layout): the
// production build with the mock's `largeLobby` scenario (600 extra games in alphabet's lobby),
// Chromium at a phone's size with 4x CPU throttling. The page is scrolled from top to bottom in
// steps of 40 px, one per rAF (about 2,400 px/s at 60 Hz, a fast flick), and every frame's interval
// is recorded, with the layout shifts during the scroll (PerformanceObserver 'layout-shift' entries
// without recent input, from the scroll's start to SETTLE_MS after its end: an image or a card that
// takes its size late moves what is below it). Also counted: game images requested before any
// scrolling (lazy images below the fold must not be fetched until near) and after, and the cards
// in the DOM (a virtualised grid has only those near the screen). Medians of the runs go to the
// goals (goals.mjs).
import { createRequire } from 'node:module';
import { PROFILE } from './observed.mjs';
import { medianOf } from './stats.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

export const SCROLL_PATH = '/player/game/alphabet';
const STEP_PX = 40;
const MAX_MS = 20_000;
/** After the scroll's last frame, how long late layout shifts (images arriving) are still counted. */
const SETTLE_MS = 1000;
/** The lobby is there: its cards, and a page of many screens (every card, or a virtualised grid's full height). */
const LOBBY_SCREENS = 10;

export const METRICS = ['fps', 'p95FrameMs', 'layoutShift'];

/** Records layout shifts without recent input from the start of the page: [startTime, value]. */
function shiftRecorder() {
  const w = /** @type {any} */ (window);
  w.dokkhamShifts = [];
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = /** @type {any} */ (e);
      if (!shift.hadRecentInput) w.dokkhamShifts.push([shift.startTime, shift.value]);
    }),
  ).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One scroll's figures from the frames' times and the layout shifts (pure): frame rate and
 * intervals; the shifts' sum from the first frame to `settleMs` after the last (`layoutShift`) and
 * before it (`layoutShiftBefore`, the load's: Lighthouse's CLS covers it).
 * @param {number[]} frames rAF times, ms
 * @param {[number, number][]} shifts [startTime, value]
 * @param {number} settleMs
 */
export function readScroll(frames, shifts, settleMs = SETTLE_MS) {
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = frames[frames.length - 1] - frames[0];
  const round = (n) => Math.round(n * 10) / 10;
  const sum = (list) => list.reduce((s, [, v]) => s + v, 0);
  const [first, last] = [frames[0], frames[frames.length - 1] + settleMs];
  return {
    frames: intervals.length,
    durationMs: Math.round(total),
    fps: round((intervals.length / total) * 1000),
    p50FrameMs: round(sorted[Math.floor(sorted.length * 0.5)]),
    p95FrameMs: round(sorted[Math.floor(sorted.length * 0.95)]),
    maxFrameMs: round(sorted[sorted.length - 1]),
    /** Frames over 50 ms: a visible stutter. */
    longFrames: intervals.filter((ms) => ms > 50).length,
    layoutShift: sum(shifts.filter(([t]) => t >= first && t <= last)),
    layoutShifts: shifts.filter(([t]) => t >= first && t <= last).length,
    layoutShiftBefore: sum(shifts.filter(([t]) => t < first)),
  };
}

async function scrollOnce(browser, baseUrl) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const images = new Set();
    page.on('request', (r) => {
      if (r.url().includes('/api/__mock/images/')) images.add(r.url());
    });
    await page.addInitScript(shiftRecorder);
    await page.goto(`${baseUrl}${SCROLL_PATH}`, { waitUntil: 'load' });
    await page.waitForFunction(
      (screens) => document.querySelector('article') !== null && document.documentElement.scrollHeight > screens * window.innerHeight,
      LOBBY_SCREENS,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(1500);
    const cards = await page.evaluate(() => document.querySelectorAll('article').length);
    const imagesBeforeScroll = images.size;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const frames = await page.evaluate(
      ([step, maxMs]) =>
        new Promise((resolve) => {
          const times = [];
          const start = performance.now();
          const tick = (now) => {
            times.push(now);
            const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            if (bottom || now - start > maxMs) resolve(times);
            else {
              window.scrollBy(0, step);
              requestAnimationFrame(tick);
            }
          };
          requestAnimationFrame(tick);
        }),
      [STEP_PX, MAX_MS],
    );
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const shifts = await page.evaluate(() => /** @type {any} */ (window).dokkhamShifts);
    return { cards, ...readScroll(frames, shifts), imagesBeforeScroll, imagesAfterScroll: images.size };
  } finally {
    await context.close();
  }
}

/** The app with the large lobby, signed in as demo without a cookie (mock scenarios). */
export async function measureScroll({ runs = 1 } = {}) {
  const { startDokkham } = await import('../server.mjs');
  const app = await startDokkham({ port: 0, mockScenario: 'signedIn,largeLobby' });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await scrollOnce(browser, app.url));
    return { path: SCROLL_PATH, cpuSlowdown: PROFILE.cpuSlowdown, viewport: PROFILE.viewport, median: medianOf(results, METRICS), runs: results };
  } finally {
    await browser.close();
    await app.close();
  }
}

// `node scripts/bench/scroll.mjs [runs]`: this job alone (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatScroll } = await import('./report.mjs');
  const result = await measureScroll({ runs: Number(process.argv[2]) || 1 });
  console.info(formatScroll(result));
}
