// The design system on its own, in small library builds of @dokkham/ui: its whole CSS (every
// component and the theme; gzip, against its budget), and a tree-shaking check: a bundle that
// imports only Button must not contain Dialog or any Radix code, or every page would pay for
// components it does not show. A Button + Dialog bundle is built too, to prove the markers are
// found when Radix is there (so an empty result means tree shaking, not stale markers).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiCssOk } from './budgets.mjs';
import { WORK } from './config.mjs';
import { gz } from './util.mjs';

/** Strings that survive minification in Radix (display names) and its helpers. */
export const RADIX_MARKERS = ['DialogContent', 'DialogOverlay', 'DropdownMenuContent', 'MenuContent', 'FocusScope', 'DismissableLayer', 'right-scroll-bar-position', 'data-radix'];

/**
 * Pure verdict of the tree-shaking check from the two bundles' JS.
 * @param {string | Buffer} buttonOnlyJs
 * @param {string | Buffer} withDialogJs
 */
export function treeShaking(buttonOnlyJs, withDialogJs) {
  const found = RADIX_MARKERS.filter((m) => buttonOnlyJs.includes(m));
  return { radixInButtonBundle: found, treeShakes: found.length === 0 && RADIX_MARKERS.some((m) => withDialogJs.includes(m)) };
}

/** A minified library build of `source` (an entry module's text); its JS and CSS, concatenated. */
async function libraryBuild(name, source) {
  const { build } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.js'), source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      // One stylesheet, and the webfonts as files as in the app (library mode would inline them).
      cssCodeSplit: false,
      rolldownOptions: {
        input: join(dir, 'entry.js'),
        // Keep the entry's exports (what an app would import), tree-shake the rest.
        preserveEntrySignatures: 'strict',
        // React and the i18n runtime are the app's anyway; what is left is the design system.
        external: [/^react($|\/)/, /^react-dom($|\/)/, /^@dokkham\/i18n/],
      },
    },
  });
  const out = join(dir, 'out');
  const files = readdirSync(out, { recursive: true }).map(String);
  const read = (ext) => files.filter((f) => f.endsWith(ext)).map((f) => readFileSync(join(out, f)));
  return { js: Buffer.concat(read('.js')), css: Buffer.concat(read('.css')) };
}

/** @param {typeof import('./config.mjs').BUDGET} budget */
export async function measureUi(budget) {
  const all = await libraryBuild('ui-all', "import '@dokkham/ui/theme';\nexport * from '@dokkham/ui';\n");
  const buttonOnly = await libraryBuild('ui-button', "export { Button } from '@dokkham/ui';\n");
  const withDialog = await libraryBuild('ui-button-dialog', "export { Button, Dialog } from '@dokkham/ui';\n");
  const { radixInButtonBundle, treeShakes } = treeShaking(buttonOnly.js, withDialog.js);
  return {
    css: gz(all.css),
    cssOk: uiCssOk(gz(all.css), budget),
    buttonOnlyJs: gz(buttonOnly.js),
    buttonAndDialogJs: gz(withDialog.js),
    radixInButtonBundle,
    treeShakes,
  };
}
