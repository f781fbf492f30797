import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure helpers and of the bench's pure parts (scripts/bench, Node
// environment set per file); E2E lives in e2e/ (Playwright). vanilla-extract compiles the .css.ts
// files of the ui modules some helpers import (icons, the drawer's active rule).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'vite/**/*.test.ts'],
    environment: 'happy-dom',
  },
});
