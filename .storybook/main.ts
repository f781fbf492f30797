// One Storybook for the design system (packages/ui) and the app's connected screens
// (app/src/features). Stories run against MSW (msw-storybook-addon), never a real backend.
import { fileURLToPath } from 'node:url';
import { i18nLocales } from '@dokkham/i18n/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type UserConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const viteOverrides: UserConfig = {
  // Styles (*.css.ts) and the translation files at ./locales/{lng}/{ns}.json.
  plugins: [vanillaExtractPlugin(), i18nLocales()],
  optimizeDeps: {
    // Imported by the code vanilla-extract generates from recipes, which Vite's dependency scan does
    // not see: found on a first visit, it made the dev server re-bundle its dependencies and reload
    // the page under `pnpm test:storybook:dev` (the stories running then failed).
    include: ['@dokkham/ui > @vanilla-extract/recipes/createRuntimeFn'],
  },
  build: {
    // Storybook's manager and docs chunks are big by nature; the app has its own budgets.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // Build-time profiling notes are noise in CI logs.
      checks: { pluginTimings: false },
      // '"use client" may not be preserved': meaningless without server components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../app/src/features/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The msw worker (mockServiceWorker.js, written by `pnpm exec msw init .storybook/public --save`).
  staticDirs: ['./public'],
  // Telemetry makes every build wait on network time-outs in offline CI (NOTES.md).
  core: { disableTelemetry: true },
  typescript: {
    // Prop tables from the TypeScript types. The root tsconfig is not a project of its own, so
    // point docgen at the design system's, which covers the components that have prop tables.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fromRoot('packages/ui/tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only our own props: not the hundreds inherited from DOM attribute types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, viteOverrides),
};

export default config;

