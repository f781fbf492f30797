// The first action on a prerendered form (issue 31: "on /login, a submit tapped at the shell's
// usable mark sends the login request within 1.2 s under the bench's throttling"). The shell is
// usable before the app runs: a submit is queued (src/firstPaint/headScript.ts) and starts the
// app; the login's request leaves from the shell at the tap (headScript's `send`), and the app takes
// its answer once it has taken over (src/firstPaint/sent.ts). This job times the tap to the request. Each run: a fresh context (observed.mjs's phone, PROFILE's DevTools throttling),
// /login opened; at its 'dokkham:usable' mark the username and password fields (the form's native
// inputs, named as the API's login body) are filled with the mock's demo login and the submit
// button is tapped at once (fill and tap without Playwright's actionability waits); the figure is
// from the tap (the touch's event time, in the page) to the login request's start (its resource
// timing entry, same clock), the request seen leaving the page first (page.on('request')). Also
// reported: when the page marked itself usable and how long after it the tap came. Median of runs.
import { FIRST_ACTION } from './config.mjs';
import { CONTEXT_OPTIONS, throttle, USABLE_MARK, withBrowser } from './observed.mjs';
import { LOGIN_PATH } from './signin.mjs';
import { measureInRounds, medianOfPresent } from './stats.mjs';

export const METRICS = ['usableMs', 'tapAfterUsableMs', 'tapToRequestMs'];

/** How long the page may take to mark itself usable, and the request to leave after the tap. */
const TIMEOUT_MS = 30_000;

/**
 * One run's figures from the page's times (pure; ms since its time origin): `usable` the usable
 * mark, `tap` the tap's event time, `request` the login request's start.
 * @param {{ usable: number, tap: number, request: number }} times
 */
export function readFirstAction({ usable, tap, request }) {
  return { usableMs: usable, tapAfterUsableMs: tap - usable, tapToRequestMs: request - tap };
}

/** Medians of the runs. */
export const summariseFirstActions = (runs) => ({ median: medianOfPresent(runs, METRICS), runs });

/** Records the first touch or pointer-down on a submit button (its event time), from the start of the page. */
function tapRecorder() {
  const w = /** @type {any} */ (window);
  w.dokkhamTap = null;
  const record = (/** @type {Event} */ e) => {
    const target = /** @type {Element | null} */ (e.target);
    if (w.dokkhamTap === null && target?.closest?.('[type="submit"]')) w.dokkhamTap = e.timeStamp;
  };
  for (const type of ['touchstart', 'pointerdown']) document.addEventListener(type, record, { capture: true, passive: true });
}

/**
 * One run against the app at `baseUrl`.
 * @param {import('playwright').Browser} browser
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} login
 */
async function firstActionOnce(browser, baseUrl, login) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(tapRecorder);
    await page.goto(`${baseUrl}${FIRST_ACTION.path}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, USABLE_MARK, { timeout: TIMEOUT_MS, polling: 20 });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === LOGIN_PATH, { timeout: TIMEOUT_MS });
    await page.locator('input[name="username"]').fill(login.username, { force: true });
    await page.locator('input[name="password"]').fill(login.password, { force: true });
    await page.locator('form:has(input[name="password"]) [type="submit"]').tap({ force: true });
    await sent;
    // The request's resource timing entry is there once its answer has arrived.
    await page.waitForFunction(
      (path) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path),
      LOGIN_PATH,
      { timeout: TIMEOUT_MS, polling: 100 },
    );
    const times = await page.evaluate(
      ([name, path]) => ({
        usable: performance.getEntriesByName(name, 'mark')[0].startTime,
        tap: /** @type {any} */ (window).dokkhamTap,
        request: performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path)?.startTime ?? null,
      }),
      [USABLE_MARK, LOGIN_PATH],
    );
    if (times.tap === null) throw new Error('the tap on the submit button was not seen by the page');
    return readFirstAction(times);
  } finally {
    await context.close();
  }
}

/**
 * `runs` first actions on the app at `baseUrl` with `login` (the mock's demo login).
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} login
 * @param {{ runs: number, progress?: (line: string) => void }} options
 * @returns {Promise<{ median: Record<string, number | null>, runs: ReturnType<typeof readFirstAction>[] } | { error: string }>}
 */
export async function measureFirstAction(baseUrl, login, { runs, progress = () => {} }) {
  const results = await withBrowser((browser) =>
    measureInRounds([{ name: FIRST_ACTION.path }], runs, () => firstActionOnce(browser, baseUrl, login), summariseFirstActions, {
      progress,
      describe: (_, r) =>
        `usable ${(r.usableMs / 1000).toFixed(2)} s, tapped ${Math.round(r.tapAfterUsableMs)} ms later, login request ${Math.round(r.tapToRequestMs)} ms after the tap`,
    }),
  );
  return results[FIRST_ACTION.path];
}
