/// <reference types="node" />
/**
 * The PWA part of the build (vite.config.ts): vite-plugin-pwa writes dist/manifest.webmanifest,
 * links it from the HTML, builds src/sw/sw.ts into dist/sw.js and writes the precache list into it.
 * Production builds only: `vite` (dev, HMR) has neither manifest nor worker.
 *
 * The precache list is read from dist/ after the bundle is written (closeBundle), so it holds
 * every HTML file the build emits (prerendered pages too) as long as they are written before that.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite's config loader bundles relative imports only (see vite.config.ts).
// oxlint-disable-next-line no-restricted-imports -- see above: the theme's colours, for the manifest
import { gold } from '../../../packages/ui/src/theme/tokens.ts';
import { precompressFile } from '../../scripts/precompress.mjs';
import { webManifest } from './manifest.ts';

/**
 * What the worker precaches, relative to dist/: the HTML, every script and stylesheet (the entry,
 * each route's chunk and the lazy Lao texts), the Lao webfont, the favicon and the th/cn/vn locale
 * files; the plugin adds the web manifest. Not the Lao JSON files (Lao texts ship inside the JS),
 * the icons (only the install prompt and launcher use them) nor the .br/.gz copies.
 */
export const PRECACHE_GLOBS = ['**/*.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'locales/{th,cn,vn}/*.json'];

const laoCommon = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../packages/i18n/locales/lo/common.json', import.meta.url)), 'utf8'),
) as { tagline: string };

/**
 * The worker is written after the bundle (the plugin's closeBundle), so vite.config.ts's precompress
 * step never sees it: its .br and .gz are written here, after it (a first visit downloads it whole).
 */
function precompressWorker(): Plugin {
  let dir = 'dist';
  return {
    name: 'dokkham:precompress-worker',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFile(join(dir, 'sw.js'));
      },
    },
  };
}

export function pwa(): PluginOption {
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // Registered by src/pwa/index.ts after the first paint, not by a script the plugin adds.
    injectRegister: false,
    manifest: webManifest({ background: gold.color.background, description: laoCommon.tagline }),
    includeManifestIcons: false,
    injectManifest: {
      // A classic worker: module workers are not in every browser players have.
      rollupFormat: 'iife',
      globPatterns: PRECACHE_GLOBS,
      // Hashed names need no revision: the install takes them from the HTTP cache the visit filled.
      dontCacheBustURLsMatching: /^assets\//,
    },
    devOptions: { enabled: false },
  });
  return [plugins, precompressWorker()];
}
