import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serverFiles } from './scripts/frontdoor/nginx.mjs';
import { precompressFile } from './scripts/precompress.mjs';
// By path, not '@dokkham/i18n/vite': Vite's config loader (and vanilla-extract's, which re-loads
// this file) bundles relative imports but hands package imports to Node, which cannot run .ts.
// oxlint-disable-next-line no-restricted-imports -- see above: the one deep import, for Vite's config loader
import { i18nLocales } from '../packages/i18n/src/vite.ts';
import { firstPaint } from './vite/firstPaint.ts';
import { ROUTES_DIR } from './vite/routePreloads.ts';
import { noInjectedStyles } from './vite/noInjectedStyles.ts';
import { pwa } from './src/pwa/vite.ts';

/**
 * Where /api goes in `pnpm dev`: scripts/serve.mjs starts the mock agency backend and sets
 * DOKKHAM_API_TARGET to it, or to API_URL (a real agency API). Plain `vite` without either has no
 * backend.
 */
const apiTarget = process.env.DOKKHAM_API_TARGET ?? process.env.API_URL;
const apiProxy = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true, cookieDomainRewrite: '' } } : undefined;

/**
 * Writes .br and .gz beside every text file of the build (scripts/precompress.mjs), so the servers
 * send compressed files without compressing per request. Phones on slow networks pay per byte.
 */
function precompress(): Plugin {
  return {
    name: 'dokkham:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(Object.keys(bundle).map((name) => precompressFile(join(dir, name))));
    },
  };
}

export default defineConfig({
  plugins: [
    // File routes in src/routes -> src/routeTree.gen.ts (committed, so typecheck works on a fresh
    // clone; `vite build`/`vite` regenerate it). Route components are split into lazy chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: ROUTES_DIR,
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
    // /locales/{lng}/{ns}.json: served in dev, emitted in the build (packages/i18n is the source).
    i18nLocales(),
    // The public pages prerendered, their CSS inlined, under CSP hashes (vite/firstPaint.ts).
    firstPaint({ plugins: () => [react(), vanillaExtractPlugin(), i18nLocales()] }),
    noInjectedStyles(),
    precompress(),
    // dist/.server/: the CSP's build inputs and nginx's headers, limits and refusals (deploy/nginx.conf).
    serverFiles(),
    // Web manifest and service worker (dist/manifest.webmanifest, dist/sw.js): see src/pwa/vite.ts.
    pwa(),
  ],
  resolve: {
    alias: {
      // TanStack Store asks for the shim of useSyncExternalStore (React 16/17); React 19 has the
      // hook, and the package's own non-shim build of the selector uses it: the shim stays out of the entry.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    // The bench reads per-route chunk sizes from dist/.vite/manifest.json.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry needs before the first render in one file rather than ~15 shared
        // fragments: each is a request, and phones on HTTP/1.1 proxies fetch 6 at a time.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        // The entry lists every file a lazy chunk needs (its preload list): shared chunks, the Lao
        // texts' chunks and stylesheets are named by their hash alone (7 characters: the shortest rolldown allows for
        // this many chunks), so each costs the entry a few bytes, not a module name too. The lazy
        // chunks of routes and the frame keep their names (what a network panel shows).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry && !chunk.facadeModuleId?.endsWith('.json') ? 'assets/[name]-[hash:7].js' : 'assets/c[hash:7].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/s[hash:7][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
    // Every browser players use preloads modules itself (Chrome 66+, Safari 17+); older ones fetch
    // them on import, as without the polyfill Vite would put in the entry.
    modulePreload: { polyfill: false },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
