import { defineConfig } from 'vitest/config';

// Unit tests of plain logic (tokens, contrast, formatting, stores). Components are tested as
// Storybook stories with play functions.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
