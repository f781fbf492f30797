#!/usr/bin/env node
// `pnpm chromatic`: publishes Storybook to Chromatic, which snapshots every story in the modes of
// .storybook/modes.ts (preview.tsx sets them as `parameters.chromatic.modes`, the same modes the
// local visual suite uses). Needs CHROMATIC_PROJECT_TOKEN and a network that reaches Chromatic;
// without either it says why and exits 0, so offline machines and forks without the secret pass.
// Extra arguments go to the chromatic CLI, e.g. `pnpm chromatic --exit-zero-on-changes`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const API = 'https://index.chromatic.com/graphql';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (the project token from chromatic.com).');
  process.exit(0);
}

try {
  await fetch(API, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
} catch (error) {
  console.info(`Chromatic skipped: ${API} is not reachable from here (${error instanceof Error ? error.message : error}).`);
  process.exit(0);
}

const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

// Build once here (the same build the local tests use), then upload that build.
const built = await run('pnpm', ['run', '--silent', 'build-storybook']);
if (built !== 0) process.exit(built);
const code = await run('pnpm', [
  'exec',
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  // No log files in the repository root.
  '--no-log-file',
  '--no-diagnostics-file',
  '--no-storybook-log-file',
  ...process.argv.slice(2),
]);
process.exit(code);
