// Scrolling a large game lobby on a mid-range phone (issue 14, "Performance"): the production build
// with the mock's `largeLobby` scenario (600 extra games in alphabet's lobby, 640 in all), Chromium
// at a phone's size with 4x CPU throttling. The page is scrolled from top to bottom in steps of
// one rAF each (about 2,400 px/s at 60 Hz, a fast flick) and every frame's interval is recorded.
// Also counted: game images requested before any scrolling (lazy images below the fold must not be
// fetched until near) and after. Whether to virtualise the grid is decided on these numbers.
import { createRequire } from 'node:module';
import { PROFILE } from './observed.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

export const SCROLL_PATH = '/player/game/alphabet';
const STEP_PX = 40;
const MAX_MS = 20_000;

async function scrollOnce(browser, baseUrl) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const images = new Set();
    page.on('request', (r) => {
      if (r.url().includes('/api/__mock/images/')) images.add(r.url());
    });
    await page.goto(`${baseUrl}${SCROLL_PATH}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('article').length > 600, null, { timeout: 30_000 });
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const intervals = frames.slice(1).map((t, i) => t - frames[i]);
    const sorted = [...intervals].sort((a, b) => a - b);
    const total = frames[frames.length - 1] - frames[0];
    return {
      cards,
      frames: intervals.length,
      durationMs: Math.round(total),
      fps: Math.round((intervals.length / total) * 1000 * 10) / 10,
      p50FrameMs: Math.round(sorted[Math.floor(sorted.length * 0.5)] * 10) / 10,
      p95FrameMs: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10,
      maxFrameMs: Math.round(sorted[sorted.length - 1] * 10) / 10,
      /** Frames over 50 ms: a visible stutter. */
      longFrames: intervals.filter((ms) => ms > 50).length,
      imagesBeforeScroll,
      imagesAfterScroll: images.size,
    };
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
    return { path: SCROLL_PATH, cpuSlowdown: PROFILE.cpuSlowdown, viewport: PROFILE.viewport, runs: results };
  } finally {
    await browser.close();
    await app.close();
  }
}

export function formatScroll(result) {
  const rows = result.runs.map(
    (r, i) =>
      `  run ${i + 1}: ${r.cards} cards, ${r.frames} frames in ${r.durationMs} ms = ${r.fps} fps; frame p50 ${r.p50FrameMs} ms, ` +
      `p95 ${r.p95FrameMs} ms, max ${r.maxFrameMs} ms, ${r.longFrames} over 50 ms; images requested ${r.imagesBeforeScroll} before scrolling, ` +
      `${r.imagesAfterScroll} after`,
  );
  return [`Large lobby scroll (${result.path}, ${result.cpuSlowdown}x CPU, ${result.viewport.width}x${result.viewport.height}):`, ...rows].join('\n');
}

// `node scripts/bench/scroll.mjs [runs]`: this job alone (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureScroll({ runs: Number(process.argv[2]) || 1 });
  console.info(formatScroll(result));
}
