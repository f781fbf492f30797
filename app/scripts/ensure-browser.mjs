#!/usr/bin/env node
// Makes sure a Chromium for the Storybook runner, visual regression and E2E exists.
// - As root on Debian/Ubuntu (CI, containers): installs Debian's chromium plus the Noto fonts the
//   visual baselines were taken with (Lao, Thai, CJK, Vietnamese), if missing.
// - Elsewhere: uses Chromium at CHROMIUM_PATH or /usr/bin/chromium when present, else installs
//   Playwright's own Chromium (needs internet).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
const fontsPresent = () => existsSync('/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf') && existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
  console.info(`Chromium: ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
} else if (isRoot && has('apt-get')) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!fontsPresent()) missing.push('fonts-noto-core', 'fonts-noto-cjk');
  if (missing.length) {
    console.info(`Installing ${missing.join(', ')} from Debian's packages ...`);
    run('apt-get update -qq');
    run(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')} fonts-liberation`);
  }
  console.info('Chromium: /usr/bin/chromium');
} else if (existsSync('/usr/bin/chromium')) {
  console.info('Chromium: /usr/bin/chromium');
  if (!fontsPresent()) console.warn('Noto fonts (fonts-noto-core, fonts-noto-cjk) are missing: visual baselines may differ.');
} else {
  console.info("No system Chromium: installing Playwright's Chromium ...");
  run('pnpm exec playwright install chromium');
  console.warn('Visual baselines were taken with Debian Chromium and the Noto fonts; screenshots on this machine may differ.');
}
