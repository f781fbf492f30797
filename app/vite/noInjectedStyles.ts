import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The app's CSP lets no script inject a <style> element (style-src-elem: our files and the hashes
 * of the prerendered pages' inline styles). The one library that does, react-style-singleton (the
 * page-scroll lock of Radix's modal Dialog and DropdownMenu, through react-remove-scroll), is
 * replaced in the app build by src/lib/scrollLock.ts: no injection, and the same rules as static
 * CSS. Storybook keeps the library (no CSP there).
 */
export function noInjectedStyles(): Plugin {
  return {
    name: 'dokkham:no-injected-styles',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('../src/lib/scrollLock.ts', import.meta.url)) }],
      },
    }),
  };
}
