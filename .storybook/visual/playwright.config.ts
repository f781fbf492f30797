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
  // More workers than cores: a story spends most of its time waiting (its play function's waits,
  // settling, the browser's frames), so on 2 cores 4 workers keep the CPU busy. Measured on a quiet
  // 2-core machine: lo-mobile 119 s with 2, 92 s with 4; the whole suite 658 s with 4, no failure.
  // 6 made the machine so busy that load-sensitive stories failed (README, CI and its time).
  workers: Number(process.env.STORY_WORKERS ?? 4),
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
