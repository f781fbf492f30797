// @storybook/test-runner hooks, for a quick check against a running Storybook while developing
// (`pnpm test:storybook:dev`, with `pnpm storybook` open): every story renders in Chromium, its
// play function runs as a test, then axe checks the whole document at the phone and the desktop
// viewport. CI does not use it: the story suite (visual/visual.spec.ts) does the same checks
// once per mode on the render it photographs.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { a11ySkipped, accessibilityViolations, type A11yParameter } from './lib/a11y.ts';
import { freezeDate, settle, trackRequests, unmockedRequests } from './lib/runner.ts';
import { viewports } from './modes.ts';

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await freezeDate(page);
    await page.setViewportSize(viewports.mobile);
    trackRequests(page);
    const url = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(url, { waitUntil: 'load' });
  },

  async preVisit(page) {
    await page.setViewportSize(viewports.mobile);
  },

  async postVisit(page, context) {
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
