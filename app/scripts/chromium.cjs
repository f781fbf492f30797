// The one place that decides which Chromium the Storybook runner, the visual suite and E2E
// launch, and with which flags. CommonJS so Jest (test-runner), Playwright configs and plain
// Node scripts can all require it.
const { existsSync } = require('node:fs');

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Path of the browser to launch: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when
 * present, else undefined so Playwright uses its own downloaded browser (a normal dev machine).
 */
function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Flags every launch needs. Chromium refuses to start as root without --no-sandbox; the others
 * stop its background fetches (component updates, safe-browsing lists...), which are refused in
 * offline sandboxes and CI and only add noise and start-up time.
 */
const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Browser-context settings that make test runs identical on every machine: the agencies' time
 * zone and a fixed browser locale (whatever the CI machine's), and reduced motion, which the
 * theme honours by switching animations and transitions off.
 */
const contextOptions = {
  timezoneId: 'Asia/Vientiane',
  locale: 'lo-LA',
  reducedMotion: 'reduce',
};

/** Playwright `launchOptions` (also accepted by jest-playwright). */
function launchOptions() {
  const executablePath = chromiumPath();
  return { ...(executablePath ? { executablePath } : {}), args: [...chromiumArgs] };
}

module.exports = { chromiumPath, chromiumArgs, launchOptions, contextOptions };
