import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../scripts/chromium.cjs';
import { E2E_AGENCY404_PORT, E2E_WORKERS, workerPort } from './ports';

/**
 * E2E against the production build (`pnpm e2e` builds first) served by scripts/serve.mjs with the
 * mock agency backend over real HTTP: cookies, 401s and proxying are the real thing. Two servers on
 * dedicated ports: the normal agency, and one whose agency info answers 404 (scenario agency404).
 */

const appDir = fileURLToPath(new URL('..', import.meta.url));
const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/serve.mjs',
  cwd: appDir,
  url: `http://127.0.0.1:${port}/`,
  // Deterministic: the mock bank pays and decides only when a test asks (/api/__mock, whose control
  // endpoints exist only when MOCK_CONTROL is on).
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    MOCK_AUTO_PAY_SECONDS: 'off',
    MOCK_AUTO_DECIDE_SECONDS: 'off',
    MOCK_CONTROL: 'on',
    // Every spec logs in from 127.0.0.1: the per-client auth limit (20 a minute by default) is
    // raised; its 429 is tested by scripts/frontdoor/frontdoor.suite.mjs (`pnpm test:frontdoor`).
    AUTH_RATE_LIMIT: '1000/60',
    ...env,
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  // A spec's tests run in order in one worker; specs run side by side, each worker against its own
  // server and mock (fixtures.ts `baseURL`, ports.ts): on a 2-core machine two journeys at once take
  // far less than twice one, most of a journey being waits on the browser and the network.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    // baseURL: the worker's own server (fixtures.ts).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'lo-LA',
    timezoneId: 'Asia/Vientiane',
    launchOptions: launchOptions(),
  },
  // Players are mostly on phones: every spec runs at 390 x 844. Tests tagged @desktop also run at
  // 1280 x 800 (the desktop navbar and footer layouts).
  projects: [
    // @desktop: also at desktop width; @desktop-only: wide screens only (the navbar's menus).
    { name: 'phone', grepInvert: /@desktop-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: 'desktop', grep: /@desktop/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, i) => server(workerPort(i))),
    server(E2E_AGENCY404_PORT, { MOCK_SCENARIO: 'agency404' }),
  ],
});
