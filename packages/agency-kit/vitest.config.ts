import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Generous limits: these tests build the whole contract and run real HTTP servers on a shared
  // 2-core machine; a passing run takes seconds, only a hung one would reach them.
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
});
