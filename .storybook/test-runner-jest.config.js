// Jest config of @storybook/test-runner (ejected with `test-storybook --eject`, kept in .storybook/:
// the runner finds test-runner-jest* in its --config-dir). Only the browser differs from the
// defaults: the one Chromium chosen by app/scripts/chromium.cjs.
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { launchOptions, contextOptions } = require('../app/scripts/chromium.cjs');

const base = getJestConfig();
const playwright = base.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...playwright,
      launchOptions: { ...playwright.launchOptions, ...launchOptions() },
      contextOptions: { ...playwright.contextOptions, ...contextOptions },
    },
  },
};
