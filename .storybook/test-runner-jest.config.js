// Jest config of @storybook/test-runner (ejected with `test-storybook --eject`, kept in .storybook/:
// the runner finds test-runner-jest* in its --config-dir). Differs from the defaults in the browser
// (the one Chromium chosen by app/scripts/chromium.cjs) and in time: no fixed 15 s per story (see
// test-runner.ts: a story fails after 30 s without any sign of progress, as in the story suite).
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { launchOptions, contextOptions } = require('../app/scripts/chromium.cjs');

const base = getJestConfig();
const playwright = base.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // A backstop only: the watch in test-runner.ts fails a stuck story long before.
  testTimeout: 10 * 60_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...playwright,
      launchOptions: { ...playwright.launchOptions, ...launchOptions() },
      contextOptions: { ...playwright.contextOptions, ...contextOptions },
    },
  },
};
