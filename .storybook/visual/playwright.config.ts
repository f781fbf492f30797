// Visual regression of every story in every mode (.storybook/modes.ts: 4 locales × phone and
// desktop), against baselines committed in ./baselines/<mode>/<story-id>.png.
// Run through `pnpm test:visual` (compare) or `pnpm test:visual:update` (rebaseline), which build
// and serve Storybook and set STORYBOOK_URL; see the README, QA section.
import { defineConfig } from '@playwright/test';
import { contextOptions, launchOptions } from '../../app/scripts/chromium.cjs';
import { modes } from '../modes';

const url = process.env.STORYBOOK_URL;
if (!url) throw new Error('STORYBOOK_URL is not set: run `pnpm test:visual` (see the README, QA section)');

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  // Diffs, actual and expected images of failures (git-ignored).
  outputDir: './output/results',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.STORY_WORKERS ?? 2),
  // A flaky screenshot is a determinism bug to fix, not to retry.
  retries: 0,
  // Compare only; baselines are written by `pnpm test:visual:update` (--update-snapshots=changed).
  updateSnapshots: 'none',
  forbidOnly: Boolean(process.env.CI),
  // A hang guard only. A story is not limited in total time: it fails when it stops making
  // progress (lib/runner.ts whileAlive), so a loaded machine slows the suite down without failing it.
  timeout: 10 * 60_000,
  reporter: [['list'], ['html', { outputFolder: './output/report', open: 'never' }]],
  expect: {
    toMatchSnapshot: {
      // Same machine, same Chromium, same fonts: renders are pixel-identical. `threshold` (per-pixel
      // colour distance, 0..1) absorbs only invisible noise; a handful of differing pixels is
      // allowed, so a 1 px shift of any edge or line of text (hundreds of pixels) still fails.
      threshold: 0.2,
      maxDiffPixels: 10,
    },
  },
  use: {
    baseURL: url.endsWith('/') ? url : `${url}/`,
    launchOptions: launchOptions(),
    ...contextOptions,
    serviceWorkers: 'allow',
    trace: 'off',
  },
  projects: Object.entries(modes).map(([name, mode]) => ({
    name,
    use: { viewport: mode.viewport },
    metadata: { mode },
  })),
});
