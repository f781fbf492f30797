// The app icons of the web manifest (src/pwa/manifest.ts ICONS), drawn from public/favicon.svg on
// the gold theme's background and rendered by Chromium into public/icons/*.png. The PNGs are
// committed; run this after changing the mark or the background:
//   pnpm --filter @dokkham/app icons
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const { launchOptions } = require('./chromium.cjs');

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const { ICONS } = await tsImport('../src/pwa/manifest.ts', import.meta.url);
const { gold } = await tsImport('../../packages/ui/src/theme/tokens.ts', import.meta.url);

/** The mark's viewBox is 40 x 40, the flower centred at (20, 20.5), petal tips about 19 from it. */
const favicon = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const mark = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<!--[\s\S]*?-->/g, '');

/**
 * 'any': a dark rounded square (launchers that show the icon as it is), the mark at 76% of it.
 * 'maskable': full bleed, the mark within the central circle of 80% that every mask keeps (W3C
 * maskable icons' safe zone), at 68% (petal tips at 33% from the centre).
 */
function iconSvg(purpose) {
  const any = purpose === 'any';
  const markSize = any ? 76 : 68;
  const offset = (100 - markSize) / 2;
  const background = any
    ? `<rect width="100" height="100" rx="22" fill="${gold.color.background}"/>`
    : `<rect width="100" height="100" fill="${gold.color.background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}<svg x="${offset}" y="${offset}" width="${markSize}" height="${markSize}" viewBox="0 0 40 40">${mark}</svg></svg>`;
}

const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.purpose).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    const file = join(PUBLIC_DIR, icon.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    console.info(`${icon.src}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
