import { defineConfig } from 'vitest/config';

// The front door suite (scripts/frontdoor/frontdoor.suite.mjs): the production build served by the
// Node server and by nginx, one list of expectations. Needs dist/: `pnpm test:frontdoor` builds first.
export default defineConfig({
  test: {
    include: ['scripts/frontdoor/*.suite.mjs'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
