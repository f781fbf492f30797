// A repeat visit with the service worker: to / (issue 16: its LCP at most the static floor's) and,
// signed in, to /player/deposit (issue 31: usable at most 0.8x the static floor's LCP; players come
// back every day). One browser profile of its own per page: the session's cookies, if any, go into
// it first; the page is loaded once to install the service worker, which is waited for until it
// controls the page (a reload when it does not claim the first one), then the repeat visits are
// measured in that profile: observed loads (observed.mjs, same throttling, new pages of the
// profile, so the service worker, the HTTP cache and the cookies are there) with the page's usable
// mark, and (for /) Lighthouse connected to the same browser with --disable-storage-reset (by
// default it clears the origin's storage, the service worker with it). A build without a service
// worker is reported as such and not measured.
// Two differences from the first-visit jobs, both small: the browser is launched by Playwright (as
// the observed job's is) and Lighthouse connects to it rather than launching its own; and the
// worker stays running between loads (attached to throttle it), where a player's phone may first
// have to start it.
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLighthouse } from './lighthouse.mjs';
import { CONTEXT_OPTIONS, observeLoad, PROFILE, summariseLoads } from './observed.mjs';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../chromium.cjs');

/** How long the first load has to register a service worker and get it active. */
const INSTALL_TIMEOUT_MS = 10_000;

/**
 * Whether the page's service worker controls it, after waiting up to `timeout` ms for a
 * registration and an active worker. Runs in the page.
 * @param {number} timeout
 */
async function serviceWorkerState(timeout) {
  if (!('serviceWorker' in navigator)) return { registered: false, controlled: false };
  const until = performance.now() + timeout;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let registration = await navigator.serviceWorker.getRegistration();
  while (!registration && performance.now() < until) {
    await sleep(200);
    registration = await navigator.serviceWorker.getRegistration();
  }
  if (!registration) return { registered: false, controlled: false };
  await Promise.race([navigator.serviceWorker.ready, sleep(Math.max(0, until - performance.now()))]);
  return { registered: true, controlled: !!navigator.serviceWorker.controller };
}

/** Loads `url` until its service worker controls it: { registered, controlled }. */
async function install(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    let state = await page.evaluate(serviceWorkerState, INSTALL_TIMEOUT_MS);
    if (state.registered && !state.controlled) {
      // Active but not claiming the page that installed it: the next navigation is controlled.
      await page.reload({ waitUntil: 'load' });
      state = await page.evaluate(serviceWorkerState, INSTALL_TIMEOUT_MS);
    }
    // What the controlled page fetches (its chunks, locale files) may be cached by the worker now.
    if (state.controlled) await page.waitForLoadState('networkidle');
    return state;
  } finally {
    await page.close();
  }
}

/**
 * Applies PROFILE's network throttling to the profile's running service workers: what a worker
 * fetches (the /api answers it forwards) is its own request, which a page's throttling does not
 * slow (on this Chromium such an answer took 40 ms under a 150 ms RTT). Attached from a browser
 * session (a page's auto-attach reaches the worker only once a navigation has started it, too late);
 * while attached the worker is not stopped, so the throttling holds for every later load. Resolves
 * to the number of workers throttled; close the returned browser after the loads.
 * @param {number} port
 */
async function throttleServiceWorkers(port) {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const cdp = await browser.newBrowserCDPSession();
  let lastId = 0;
  const waiting = new Map();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { id, error } = JSON.parse(message);
    waiting.get(id)?.(error);
  });
  // A session attached without `flatten` speaks through the browser session's messages.
  const send = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (error) => (error ? reject(new Error(`${method}: ${error.message}`)) : resolve()));
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker');
  for (const worker of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    await send(sessionId, 'Network.enable');
    await send(sessionId, 'Network.emulateNetworkConditions', PROFILE.network);
  }
  return { browser, workers: workers.length };
}

/** The DevTools port a browser launched with --remote-debugging-port=0 chose (written into its profile). */
export function devToolsPort(profile) {
  const port = Number.parseInt(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0], 10);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no DevTools port in ${profile}`);
  return port;
}

/**
 * @param {string} url the page (the app's / or a signed-in page)
 * @param {{ runs: number, mark?: string, cookies?: { name: string, value: string }[], lighthouse?: boolean, progress?: (line: string) => void }} options
 *   `cookies`: the session's (signin.mjs), set in the profile before the first load; `lighthouse`:
 *   Lighthouse's repeat visits too (default true)
 * @returns {Promise<{ serviceWorker: boolean, controlled: boolean, note?: string, observed?: any, lighthouse?: any }>}
 */
export async function measureRepeatVisit(url, { runs, mark, cookies, lighthouse: withLighthouse = true, progress = () => {} }) {
  const { chromium } = await import('playwright');
  const profile = mkdtempSync(join(tmpdir(), 'dokkham-repeat-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    ...CONTEXT_OPTIONS,
  });
  try {
    // For the whole origin (path /), as the observed job sets them.
    if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url: `${new URL(url).origin}/` })));
    const state = await install(context, url);
    if (!state.registered) return { serviceWorker: false, controlled: false, note: `no service worker: ${url} registered none within ${INSTALL_TIMEOUT_MS / 1000} s` };
    if (!state.controlled) return { serviceWorker: true, controlled: false, note: 'the service worker registered but never controlled the page' };
    const port = devToolsPort(profile);
    const throttled = await throttleServiceWorkers(port);
    progress(`service worker installed and in control (${throttled.workers} throttled)`);
    const loads = [];
    try {
      for (let i = 0; i < runs; i++) {
        const load = await observeLoad(context, { url, mark });
        loads.push(load);
        const api = load.apiMinMs === null ? 'no API call' : `quickest API answer ${Math.round(load.apiMinMs)} ms`;
        const usable = mark ? `, usable ${load.usableMs === null ? `not marked (${load.usableName ?? 'no mark'} on ${load.path})` : `${(load.usableMs / 1000).toFixed(2)} s`}` : '';
        progress(
          `[observed ${i + 1}/${runs}] LCP ${(load.lcpMs / 1000).toFixed(2)} s${usable}, ${load.fromServiceWorker} answers from the service worker, ${api}${load.controlled ? '' : ', NOT controlled'}`,
        );
      }
    } finally {
      await throttled.browser.close();
    }
    const unthrottled = loads.filter((l) => l.apiMinMs !== null && l.apiMinMs < PROFILE.network.latency).length;
    const observed = {
      ...summariseLoads(loads),
      controlledRuns: loads.filter((l) => l.controlled).length,
      ...(unthrottled && { warning: `${unthrottled} of ${runs} loads had an API answer quicker than the ${PROFILE.network.latency} ms RTT: not throttled` }),
    };
    if (!withLighthouse) return { serviceWorker: true, controlled: true, observed };
    const lighthouse = (
      await measureLighthouse([{ name: 'repeat visit', url }], {
        runs,
        progress: (line) => progress(`[Lighthouse] ${line}`),
        options: { port, keepStorage: true },
      })
    )['repeat visit'];
    return { serviceWorker: true, controlled: true, observed, lighthouse };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
