#!/usr/bin/env node
// Makes sure a Chromium for the Storybook runner, visual regression and E2E exists.
// - As root on Debian/Ubuntu (CI, containers): installs Debian's chromium plus the font packages
//   the visual baselines were taken with (chromium.cjs SUITE_FONT_PACKAGES: Noto for Lao, Thai,
//   CJK, Vietnamese; DejaVu; Liberation), if missing. The test browser sees only those fonts
//   (chromium.cjs fontconfigFile), whatever else the machine has.
// - Elsewhere: uses Chromium at CHROMIUM_PATH or /usr/bin/chromium when present, else installs
//   Playwright's own Chromium (needs internet).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const { SUITE_FONT_PACKAGES, fontconfigFile } = createRequire(import.meta.url)('./chromium.cjs');

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const installed = (pkg) => {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${pkg}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().includes('ok installed');
  } catch {
    return false;
  }
};
const missingFonts = () => SUITE_FONT_PACKAGES.filter((pkg) => !installed(pkg));

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
  console.info(`Chromium: ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
} else if (isRoot && has('apt-get')) {
  const missing = [...(existsSync('/usr/bin/chromium') ? [] : ['chromium']), ...missingFonts()];
  if (missing.length) {
    console.info(`Installing ${missing.join(', ')} from Debian's packages ...`);
    run('apt-get update -qq');
    run(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`);
  }
  console.info('Chromium: /usr/bin/chromium');
} else if (existsSync('/usr/bin/chromium')) {
  console.info('Chromium: /usr/bin/chromium');
  const missing = has('dpkg-query') ? missingFonts() : SUITE_FONT_PACKAGES;
  if (missing.length) console.warn(`Font packages ${missing.join(', ')} are missing: visual baselines may differ.`);
} else {
  console.info("No system Chromium: installing Playwright's Chromium ...");
  run('pnpm exec playwright install chromium');
  console.warn('Visual baselines were taken with Debian Chromium and the Noto fonts; screenshots on this machine may differ.');
}
const conf = fontconfigFile();
console.info(conf ? `Fonts: only the suite's (${conf})` : "Fonts: the system's (no dpkg or suite fonts): screenshots may differ from the baselines.");
