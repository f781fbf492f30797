// Node side of both runners (test-runner.ts, visual/visual.spec.ts): a fixed clock for the
// page, and waiting until a rendered story has settled, so axe and the screenshots see its final
// state, never a half-loaded one.
import os from 'node:os';
import type { BrowserContext, Page, Request } from 'playwright';
import type { StoryStatus } from './harness.ts';
// The mock backend's fixed "now" (clock.ts has no imports, so Node loads it without noise).
import { MOCK_NOW } from '../../mocks/src/db/clock.ts';

/**
 * Freezes `Date` in every page of the context at the mock backend's "now", before any script
 * runs: countdowns, "today" and relative dates render identically on every run. Only Date:
 * timers and performance.now() stay real, so play functions, debounces and animations keep their
 * normal timing (Playwright's page.clock fakes timers too, which misorders them under load).
 */
export async function freezeDate(target: Page | BrowserContext): Promise<void> {
  // A string, not a function: transpilers (esbuild's keepNames in Storybook's loader) would add
  // helpers the page does not have.
  await target.addInitScript({
    content: `(() => {
      const fixed = ${MOCK_NOW.getTime()};
      const RealDate = Date;
      function FixedDate(...args) {
        if (!new.target) return new RealDate(fixed).toString();
        return args.length === 0 ? new RealDate(fixed) : new RealDate(...args);
      }
      FixedDate.prototype = RealDate.prototype;
      FixedDate.now = () => fixed;
      FixedDate.parse = RealDate.parse;
      FixedDate.UTC = RealDate.UTC;
      Object.defineProperty(RealDate.prototype, 'constructor', { value: FixedDate, writable: true, configurable: true });
      globalThis.Date = FixedDate;
    })();`,
  });
}

/** Nothing in flight for this long: the data has arrived (covers the gap before effects fetch). */
const IDLE_MS = 100;
/** No DOM change for this long: it has been rendered (lazy chunks, late state updates). */
const DOM_QUIET_MS = 50;
/** A story that keeps changing the DOM longer than this (a countdown) is photographed anyway. */
const DOM_QUIET_CAP_MS = 2_000;
/**
 * A story that shows no sign of life (no DOM change, no request starting or ending, no work
 * ending) for this long is stuck. Stories are not limited in total: on a loaded machine a story
 * takes as long as what it waits for takes, and only a story waiting on nothing fails.
 */
export const STUCK_MS = 30_000;

// Kept on the page itself: the test-runner loads this module once per test file (Jest module
// registries), while prepare() ran with another copy.
const OPEN = Symbol.for('dokkham.openRequests');
type Tracked = Page & { [OPEN]?: { open: Set<Request>; events: number } };

/** API calls are counted inside the page (lib/msw.ts), where deliberate waits can be told apart. */
const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** Starts counting the page's open non-API requests (once per page): chunks, images, fonts. */
export function trackRequests(page: Page): void {
  const tracked = page as Tracked;
  if (tracked[OPEN]) return;
  const state = { open: new Set<Request>(), events: 0 };
  tracked[OPEN] = state;
  const done = (r: Request) => {
    state.events += 1;
    state.open.delete(r);
  };
  page.on('request', (r) => {
    state.events += 1;
    if (!isApi(r)) state.open.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

function tracked(page: Page) {
  const state = (page as Tracked)[OPEN];
  if (!state) throw new Error('call trackRequests(page) before the story renders');
  return state;
}

/** The machine's load per core (1 = busy, 3 = three times oversubscribed), at least 1. */
export function loadFactor(): number {
  return Math.max(1, (os.loadavg()[0] ?? 0) / Math.max(1, os.cpus().length));
}

/** How long one in-page wait lasts before Node looks for signs of life again. */
const SLICE_MS = 250;

/**
 * Waits until `ready()` returns a value, for as long as the page shows signs of life: a DOM
 * change, a request, work in flight ending. Fails after STUCK_MS without any, naming `what`.
 * `ready()` waits inside the page for up to about SLICE_MS (storyFinished, settle), so the page is not
 * polled over the DevTools protocol every few milliseconds: on a 2-core machine that polling
 * took CPU from the browser it was waiting for.
 */
export async function whileAlive<T>(page: Page, what: string, ready: () => Promise<T | undefined>): Promise<T> {
  const state = tracked(page);
  let last = '';
  let lastChange = Date.now();
  for (;;) {
    const value = await ready();
    if (value !== undefined) return value;
    const signs = await page.evaluate(() => `${window.__storyProgress?.() ?? 0}/${window.__storyBusy?.() ?? 0}`);
    const now = `${signs}/${state.events}/${state.open.size}`;
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > STUCK_MS) {
      throw new Error(`${what}: no sign of progress for ${STUCK_MS / 1000} s (DOM changes/work in flight/requests/open requests: ${now})`);
    }
  }
}

/**
 * Opens `url` for as long as the load makes progress (requests starting or ending), failing only
 * after STUCK_MS without any: a dev server compiling the preview on its first visit is slow, not
 * stuck (Playwright's fixed 30 s failed it on a busy machine).
 */
export async function gotoWhileAlive(page: Page, url: string): Promise<void> {
  const state = tracked(page);
  const loading = page.goto(url, { waitUntil: 'load', timeout: 0 });
  const loaded = loading.then(
    () => true,
    () => true,
  );
  let events = state.events;
  let lastChange = Date.now();
  for (;;) {
    if (await Promise.race([loaded, new Promise<false>((resolve) => setTimeout(() => resolve(false), SLICE_MS))])) break;
    if (state.events !== events) {
      events = state.events;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > STUCK_MS) {
      throw new Error(`loading ${url}: no request started or ended for ${STUCK_MS / 1000} s`);
    }
  }
  await loading;
}

/**
 * Fails the story on the page (as a thrown exception on Storybook's channel, which the
 * test-runner reports) when it shows no sign of progress for STUCK_MS, the suite's rule; returns
 * the function that stops watching. The test-runner's own fixed time per story (Jest's) is only
 * a backstop then.
 */
export function watchStory(page: Page, storyId: string): () => void {
  let finished = false;
  void whileAlive(page, `story ${storyId}`, async () => {
    await new Promise((resolve) => setTimeout(resolve, SLICE_MS));
    return finished ? true : undefined;
  }).catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // Only the stuck verdict: a failed look at the page (a navigation under way) is no verdict.
    if (finished || !message.includes('no sign of progress')) return;
    await page
      .evaluate((text) => {
        // Storybook's channel in the preview, where the test-runner listens for the story's end.
        const channel = (globalThis as unknown as Record<string, { emit?: (event: string, payload: unknown) => void } | undefined>)['__STORYBOOK_ADDONS_CHANNEL__'];
        channel?.emit?.('storyThrewException', { message: text, name: 'Error' });
      }, message)
      .catch(() => undefined);
  });
  return () => {
    finished = true;
  };
}

/** Waits until the story has finished (loaders, render, play function; lib/harness.ts) and returns its status. */
export function storyFinished(page: Page, storyId: string) {
  return whileAlive(page, `story ${storyId}`, () =>
    page.evaluate(
      ([id, sliceMs]) =>
        new Promise<StoryStatus | undefined>((resolve) => {
          const end = performance.now() + sliceMs;
          const check = () => {
            const status = window.__storyStatus;
            if (status?.storyId === id) resolve(status);
            else if (performance.now() >= end) resolve(undefined);
            else setTimeout(check, 10);
          };
          check();
        }),
      [storyId, SLICE_MS] as const,
    ),
  );
}

/**
 * Waits until the rendered story has settled:
 * 1. no work in flight in the page (API calls, queries, mutations; lib/harness.ts) for IDLE_MS,
 *    and no other request (lazy chunks, images, fonts) open or started meanwhile; answers
 *    withheld on purpose (mocks' hang(): a pending state) do not count;
 * 2. no DOM change for DOM_QUIET_MS; fonts loaded, images decoded, two frames painted.
 * No step gives up on a timer: a slow machine only makes it slower (whileAlive guards hangs).
 */
export async function settle(page: Page): Promise<void> {
  const state = tracked(page);
  await whileAlive(page, 'settling', async () => {
    const events = state.events;
    const idle = await page.evaluate(
      ([idleMs, sliceMs]) =>
        new Promise<boolean>((resolve) => {
          const end = performance.now() + Math.max(sliceMs, idleMs * 2);
          let idleSince: number | undefined;
          const check = () => {
            const now = performance.now();
            if ((window.__storyBusy?.() ?? 0) > 0) idleSince = undefined;
            else idleSince ??= now;
            if (idleSince !== undefined && now - idleSince >= idleMs) resolve(true);
            else if (now >= end) resolve(false);
            else setTimeout(check, 10);
          };
          check();
        }),
      [IDLE_MS, SLICE_MS] as const,
    );
    return idle && state.open.size === 0 && state.events === events ? true : undefined;
  });
  await page.evaluate(
    ([quietMs, capMs]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const cap = setTimeout(done, capMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    [DOM_QUIET_MS, DOM_QUIET_CAP_MS] as const,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** API calls of the story that no MSW handler answered (recorded by lib/msw.ts). */
export async function unmockedRequests(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__unhandledApiRequests ?? []);
}
