// @storybook/test-runner hooks: every story renders in Chromium, its play function runs as a test,
// then axe checks the whole document (portalled dialogs and menus included) at the phone and the
// desktop viewport. Any violation fails the story.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { freezeDate, settle, trackRequests, unmockedRequests } from './lib/runner.ts';
import { viewports } from './modes.ts';

/** Storybook's own elements, always in the document (the same exclusions as addon-a11y). */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
  options?: Record<string, unknown>;
  context?: string | { include?: unknown; exclude?: unknown };
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await freezeDate(page);
    await page.setViewportSize(viewports.mobile);
    trackRequests(page);
    const url = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(url, { waitUntil: 'load' });
  },

  async preVisit(page) {
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    await page.setViewportSize(viewports.mobile);
  },

  async postVisit(page, context) {
    // axe checks the story's final state: data arrived, fonts and images in.
    await settle(page);
    const unmocked = await unmockedRequests(page);
    if (unmocked.length > 0) throw new Error(`The story calls endpoints that no handler mocks: ${unmocked.join(', ')}`);

    const story = await getStoryContext(page, context);
    const a11y = (story.parameters.a11y ?? {}) as A11yParameter;
    // The documented Storybook opt-outs; a story using one says why in a comment.
    if (a11y.disable === true || a11y.test === 'off') return;

    // axe keeps configuration between runs: start every story from axe's defaults.
    await page.evaluate(() => window.axe.reset());
    await configureAxe(page, {
      // Component stories have no landmarks: the same default as the Accessibility panel.
      rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] as never,
    });
    const own = typeof a11y.context === 'object' ? a11y.context : undefined;
    const axeContext = {
      include: (typeof a11y.context === 'string' ? [a11y.context] : (own?.include as string[] | undefined)) ?? ['body'],
      exclude: [...STORYBOOK_ELEMENTS, ...((own?.exclude as string[] | undefined) ?? [])],
    };

    for (const viewport of [viewports.mobile, viewports.desktop]) {
      if (viewport !== viewports.mobile) {
        await page.setViewportSize(viewport);
        await settle(page);
      }
      await checkA11y(page, axeContext as never, {
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
        axeOptions: a11y.options ?? {},
      });
    }
  },
};

export default config;
