// Node side of both runners (test-runner.ts, visual/visual.spec.ts): a fixed clock for the
// page, and waiting until a rendered story has settled, so axe and the screenshots see its final
// state, never a half-loaded one.
import type { BrowserContext, Page, Request } from 'playwright';
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

/** Work still in flight this long after the story finished is meant to stay (loading states). */
const PENDING_CAP_MS = 500;
/** Nothing in flight for this long: the data has arrived (covers the gap before effects fetch). */
const IDLE_MS = 100;
/** No DOM change for this long: it has been rendered (lazy chunks, late state updates). */
const DOM_QUIET_MS = 50;
/** A story that keeps changing the DOM longer than this is photographed anyway (and will flake). */
const DOM_QUIET_CAP_MS = 2_000;

// Kept on the page itself: the test-runner loads this module once per test file (Jest module
// registries), while prepare() ran with another copy.
const OPEN = Symbol.for('dokkham.openRequests');
type Tracked = Page & { [OPEN]?: Set<Request> };

/** Starts counting the page's open network requests (once per page): chunks, images, fonts. */
export function trackRequests(page: Page): void {
  const tracked = page as Tracked;
  if (tracked[OPEN]) return;
  const open = new Set<Request>();
  tracked[OPEN] = open;
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the rendered story has settled:
 * 1. nothing in flight in the page (API calls, queries, mutations; lib/harness.ts) for IDLE_MS,
 *    unless it is still in flight after PENDING_CAP_MS, i.e. a deliberate loading state;
 * 2. no other request open (lazy chunks, images, fonts), with the same cap;
 * 3. no DOM change for DOM_QUIET_MS; fonts loaded, images decoded, two frames painted.
 */
export async function settle(page: Page): Promise<void> {
  const open = (page as Tracked)[OPEN];
  if (!open) throw new Error('settle(): call trackRequests(page) before the story renders');
  await page.evaluate(
    ([idleMs, capMs]) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let idleSince = start;
        const tick = () => {
          const now = performance.now();
          if ((window.__storyBusy?.() ?? 0) > 0) idleSince = now;
          if (now - idleSince >= idleMs || now - start >= capMs) resolve();
          else setTimeout(tick, 10);
        };
        tick();
      }),
    [IDLE_MS, PENDING_CAP_MS] as const,
  );
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 50 && Date.now() - start < PENDING_CAP_MS) {
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(10);
  }
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
