// @storybook/test-runner hooks, for a quick check against a running Storybook while developing
// (`pnpm test:storybook:dev`, with `pnpm storybook` open): every story renders in Chromium, its
// play function runs as a test, then axe checks the whole document at the phone and the desktop
// viewport. CI does not use it: the story suite (visual/visual.spec.ts) does the same checks
// once per mode on the render it photographs. Both follow the same rules of time: play functions'
// waits scale with the machine's load, and a story fails when it shows no sign of progress for
// 30 s, never because a dev server compiling a screen on its first visit is slower than a build.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { a11ySkipped, accessibilityViolations, type A11yParameter } from './lib/a11y.ts';
import { freezeDate, gotoWhileAlive, loadFactor, settle, trackRequests, unmockedRequests, watchStory } from './lib/runner.ts';
import { viewports } from './modes.ts';

/** The watch of the story being visited (one page per test file). */
const watching = new WeakMap<Page, () => void>();

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await freezeDate(page);
    // Play functions' findBy/waitFor wait longer on a loaded machine (preview.tsx), as in the suite.
    await page.exposeFunction('__storyLoadFactor', loadFactor);
    await page.setViewportSize(viewports.mobile);
    trackRequests(page);
    await gotoWhileAlive(page, new URL('iframe.html', process.env.TARGET_URL).toString());
  },

  async preVisit(page, context) {
    await page.setViewportSize(viewports.mobile);
    watching.set(page, watchStory(page, context.id));
  },

  async postVisit(page, context) {
    watching.get(page)?.();
    // The story's own failure is the report: axe on Storybook's error screen would replace it.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    // axe checks the story's final state: data arrived, fonts and images in.
    await settle(page);
    const unmocked = await unmockedRequests(page);
    if (unmocked.length > 0) throw new Error(`The story calls endpoints that no handler mocks: ${unmocked.join(', ')}`);

    const story = await getStoryContext(page, context);
    const a11y = (story.parameters.a11y ?? {}) as A11yParameter;
    if (a11ySkipped(a11y)) return;
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      if (viewport !== viewports.mobile) {
        await page.setViewportSize(viewport);
        await settle(page);
      }
      const violations = await accessibilityViolations(page, a11y);
      if (violations.length > 0) throw new Error(`axe (${viewport.name}):\n${violations.join('\n')}`);
    }
  },
};

export default config;
