// The story suite: one test per story and mode. Stories come from the built Storybook's
// index.json, so the suite always matches the build under test. A component's stories run in
// order in one preview page (loaded afresh every few components), switched the way the Storybook UI
// switches them. Each story is rendered once per mode and that one render is checked three ways:
// the story (loaders, render, play function) finished without error and called no unmocked
// endpoint; axe finds no violation in the document; the viewport matches the baseline screenshot;
// and, for page-sized stories (screens, pages, the frame), nothing scrolls sideways and no frame
// label is clipped or over-wrapped at the five widths players use (lib/layout.ts).
//   STORY_CHECKS=visual  screenshots only (pnpm test:visual)
//   STORY_CHECKS=a11y    no screenshots (play functions and axe only)
//   STORY_LAYOUT=off     no layout check (it runs with the play functions and axe, not with visual only)
//   STORY_COMPONENTS_PER_PREVIEW=<n>  components per preview load (default 8)
//   STORY_TIMINGS=<file> appends each preview load's and each story's phase times (JSON lines),
//                        to see where the suite's time goes before making it faster
// No step has a fixed time limit: a story may take as long as what it waits for takes on a busy
// machine, and fails only when it stops making progress (lib/runner.ts whileAlive).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { a11ySkipped, accessibilityViolations, type A11yParameter } from '../lib/a11y.ts';
import { checksLayout, layoutDefects } from '../lib/layout.ts';
import { openPreview, selectStory, storyParameters, STORYBOOK_CHECKED } from '../lib/previewApi.ts';
import { freezeDate, loadFactor, settle, storyFinished, trackRequests, unmockedRequests } from '../lib/runner.ts';
import type { Mode } from '../modes.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const staticDir = process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../../storybook-static', import.meta.url));
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };

/** STORY=<id>[,<id>...] (run-tests.mjs --story) narrows the run; `*` matches any characters. */
const only = process.env.STORY?.split(',').map(
  (p) => new RegExp(`^${p.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
);
const byComponent = new Map<string, IndexEntry[]>();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story' || (only && !only.some((re) => re.test(entry.id)))) continue;
  byComponent.set(entry.title, [...(byComponent.get(entry.title) ?? []), entry]);
}

const timingsFile = process.env.STORY_TIMINGS;
const logTimes = (times: object) => timingsFile && appendFileSync(timingsFile, `${JSON.stringify(times)}\n`);

const checks = process.env.STORY_CHECKS ?? 'all';
const screenshots = checks === 'all' || checks === 'visual';
/**
 * Modes in which axe checks the render (A11Y_MODES=all, or a comma-separated list): by default
 * every language on the phone (players' device; each language's <html lang> and texts) and the
 * default language on the desktop (the other layout). The other three desktop modes would repeat
 * the desktop layout's checks at a third of the suite's time.
 */
const a11yModes = (process.env.A11Y_MODES ?? 'lo-mobile,th-mobile,cn-mobile,vn-mobile,lo-desktop').split(',').map((m) => m.trim());
const layoutChecks = checks !== 'visual' && process.env.STORY_LAYOUT !== 'off';
const axeIn = (mode: string) => (checks === 'all' || checks === 'a11y') && (a11yModes.includes('all') || a11yModes.includes(mode));

const test = base.extend<object, { storyPage: Page }>({
  // One page per worker (a worker runs a single mode); reloaded for every component (beforeAll).
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, timezoneId, locale, reducedMotion, baseURL, serviceWorkers } = workerInfo.project.use;
      const probe = await browser.newPage();
      // Storybook's documented marker of test runners: it then pauses animations at their end
      // instead of waiting for them (the theme also honours reduced motion).
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({ viewport, timezoneId, locale, reducedMotion, baseURL, serviceWorkers, userAgent });
      await freezeDate(context);
      // Play functions' findBy/waitFor wait longer on a loaded machine (preview.tsx).
      await context.exposeFunction('__storyLoadFactor', loadFactor);
      const page = await context.newPage();
      trackRequests(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage }, use) => {
    await use(storyPage);
  },
});

/**
 * How many components' stories run in one preview before it is loaded afresh. Loading the preview
 * costs about as much as two stories (its whole module graph, evaluated again); switching to another
 * component's story is what the Storybook UI does anyway, and each story's loader resets what a
 * story may leave (storage, scroll, language, query client). The reload bounds what may pile up
 * over a long run (memory, module-level state). STORY_COMPONENTS_PER_PREVIEW=1 loads one per
 * component, as before.
 */
const COMPONENTS_PER_PREVIEW = Math.max(1, Number(process.env.STORY_COMPONENTS_PER_PREVIEW ?? 8));
const componentsShown = new WeakMap<Page, number>();

type Chromatic = { disableSnapshot?: boolean; reason?: string; modes?: Record<string, { disable?: boolean } | undefined> };

/**
 * What the suite uses of Storybook's preview beyond its public API (lib/previewApi.ts), checked on
 * the built preview before any story's result is trusted: a Storybook upgrade that changes one of
 * them fails here by name instead of making the suite wait, skip or pass silently.
 */
test.describe("Storybook's preview as the suite drives it", () => {
  test(`the preview's channel, story store, globals and story events (checked against Storybook ${STORYBOOK_CHECKED})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'lo-mobile', 'the same preview in every mode: once is enough');
    const first = [...byComponent.values()][0]?.[0];
    test.skip(!first, 'no story selected');
    await openPreview(page, 'th');
    // The whole project's parameters reach a story: the modes the suite reads opt-outs from.
    const { chromatic } = await storyParameters(page, first!.id, ['chromatic']);
    expect(Object.keys((chromatic as Chromatic | null)?.modes ?? {}), 'parameters.chromatic.modes of a story').toContain('th-mobile');
    await selectStory(page, first!.id);
    // The harness's story events (STORY_FINISHED with its status and reporters; lib/harness.ts).
    const status = await storyFinished(page, first!.id);
    expect(status, 'STORY_FINISHED as the harness reads it').toMatchObject({ storyId: first!.id, status: 'success', errors: [] });
    // The locale global reached the story's loader (it sets the document's language).
    expect(await page.evaluate(() => document.documentElement.lang), 'the locale global, as the loader applies it').toBe('th-TH');
    // The next component starts from a fresh preview in its own mode's language.
    componentsShown.set(page, COMPONENTS_PER_PREVIEW);
  });
});

for (const [title, stories] of byComponent) {
  test.describe(title, () => {
    // In order, in one worker: a component's stories always follow each other the same way.
    test.describe.configure({ mode: 'default' });
    test.beforeAll(async ({ storyPage }, testInfo) => {
      const shown = componentsShown.get(storyPage) ?? COMPONENTS_PER_PREVIEW;
      if (shown < COMPONENTS_PER_PREVIEW) {
        componentsShown.set(storyPage, shown + 1);
        return;
      }
      const start = Date.now();
      await openPreview(storyPage, (testInfo.project.metadata.mode as Mode).locale);
      componentsShown.set(storyPage, 1);
      logTimes({ preview: Date.now() - start, mode: testInfo.project.name });
    });

    for (const story of stories) {
      test(story.id, async ({ page }, testInfo) => {
        const modeName = testInfo.project.name;

        // The opt-outs Chromatic honours too (README, QA section); a whole-story opt-out must say why.
        const T: Record<string, number> = { begin: Date.now() };
        const parameters = await storyParameters(page, story.id, ['chromatic', 'a11y']);
        const chromatic = (parameters.chromatic ?? {}) as Chromatic;
        const opts = {
          disableSnapshot: chromatic.disableSnapshot === true,
          reason: chromatic.reason,
          modeDisabled: chromatic.modes?.[modeName]?.disable === true,
          a11y: (parameters.a11y ?? {}) as A11yParameter,
        };
        test.skip(opts.modeDisabled, `mode ${modeName} is disabled for this story`);
        const photograph = screenshots && !opts.disableSnapshot;
        if (opts.disableSnapshot) {
          expect(opts.reason, 'chromatic.disableSnapshot needs chromatic.reason (why it cannot be deterministic)').toBeTruthy();
        }
        const axe = axeIn(modeName);
        const layout = layoutChecks && checksLayout(title);
        test.skip(!photograph && !axe && !layout, opts.reason ?? `no screenshot, axe or layout check in ${modeName}`);

        T.t0 = Date.now();
        await selectStory(page, story.id);

        // Loaders, render, play function and afterEach have all run (lib/harness.ts).
        const status = await storyFinished(page, story.id);
        expect(status.errors.join('\n\n'), 'the story or its play function failed').toBe('');
        expect(status.status, 'the story failed').toBe('success');
        T.finished = Date.now();
        await settle(page);
        T.settled = Date.now();
        expect(await unmockedRequests(page), 'the story calls endpoints that no handler mocks').toEqual([]);

        // The whole viewport, so portalled dialogs, menus and toasts are in the picture. One
        // screenshot, compared by toMatchSnapshot (tolerance in playwright.config.ts): settle()
        // already waited for a quiet DOM, so toHaveScreenshot's repeated captures until two
        // match would only triple the time.
        if (photograph) {
          const image = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
          T.shot = Date.now();
          // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding
          // and pixel comparison (most stories, most runs). Anything else is compared as before.
          const baseline = testInfo.snapshotPath(`${story.id}.png`);
          if (!(existsSync(baseline) && image.equals(readFileSync(baseline)))) expect.soft(image).toMatchSnapshot(`${story.id}.png`);
          else T.same = 1;
          T.compared = Date.now();
        }

        // The same render, after the picture (axe adds nothing visible, but takes no chances).
        if (axe && !a11ySkipped(opts.a11y)) {
          const violations = await accessibilityViolations(page, opts.a11y);
          expect.soft(violations.join('\n'), `axe found ${violations.length} violation(s) in ${modeName}`).toBe('');
          T.axe = Date.now();
        }

        // Last: it resizes the viewport (and restores it), on the render every other check has seen.
        if (layout) {
          const mode = testInfo.project.metadata.mode as Mode;
          const defects = await layoutDefects(page, mode, mode.locale);
          expect.soft(defects.join('\n'), `layout defects in ${modeName}`).toBe('');
          T.layout = Date.now();
        }
        logTimes({ id: story.id, mode: modeName, ...T });
      });
    }
  });
}
