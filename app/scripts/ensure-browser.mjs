#!/usr/bin/env node
// `pnpm test:setup`: makes sure what the test suite needs from the system exists.
// - A Chromium for the Storybook runner, visual regression, E2E and the front door suite, and the
//   font packages the visual baselines were taken with (chromium.cjs SUITE_FONT_PACKAGES: Noto for
//   Lao, Thai, CJK, Vietnamese; DejaVu; Liberation). The test browser sees only those fonts
//   (chromium.cjs fontconfigFile), whatever else the machine has.
// - nginx with the modules deploy/nginx.conf loads, and openssl (frontdoor/nginx.mjs
//   NGINX_PACKAGES), for the nginx half of the front door suite.
// As root on Debian/Ubuntu (CI, containers): one apt-get install of whatever of these is missing.
// (Debian's nginx package may start a system nginx on port 80: the suite runs its own, with its own
// prefix, ports and user, so that one changes nothing.)
// Elsewhere: Chromium at CHROMIUM_PATH or /usr/bin/chromium when present, else Playwright's own
// (needs internet); without nginx the suite's nginx half says it did not run (under CI it fails).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NGINX_PACKAGES } from './frontdoor/nginx.mjs';

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
const chromiumGiven = Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH));

// The one list of Debian packages the suite needs.
if (isRoot && has('apt-get')) {
  const wanted = [...(chromiumGiven || existsSync('/usr/bin/chromium') ? [] : ['chromium']), ...SUITE_FONT_PACKAGES, ...NGINX_PACKAGES];
  const missing = wanted.filter((pkg) => pkg === 'chromium' || !installed(pkg));
  if (missing.length) {
    console.info(`Installing ${missing.join(', ')} from Debian's packages ...`);
    run('apt-get update -qq');
    run(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`);
  }
} else {
  const missing = has('dpkg-query') ? NGINX_PACKAGES.filter((pkg) => !installed(pkg)) : NGINX_PACKAGES;
  if (missing.length) console.warn(`Not installed: ${missing.join(', ')}. The nginx half of the front door suite will not run.`);
}

if (chromiumGiven) {
  console.info(`Chromium: ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
} else if (isRoot && has('apt-get')) {
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
