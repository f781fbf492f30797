#!/usr/bin/env node
// `pnpm test`: every test of the project, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['setup (Chromium, fonts, nginx)', 'pnpm test:setup'],
  ['typecheck', 'pnpm typecheck'],
  ['lint', 'pnpm lint'],
  ['unit', 'pnpm test:unit'],
  // The production build behind the Node server and behind nginx (deploy/nginx.conf): one list of expectations.
  ['front door (Node server and nginx)', 'pnpm test:frontdoor'],
  ['storybook (interactions, axe, visual per locale)', 'pnpm test:storybook'],
  ['e2e', 'pnpm e2e'],
];
const only = process.argv.slice(2);
const timings = [];
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.info(`\n▶ ${name}: ${cmd}`);
  const start = Date.now();
  const { status } = spawnSync(cmd, { stdio: 'inherit', shell: true });
  timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status})\n${timings.join('\n')}`);
    process.exit(status ?? 1);
  }
}
console.info(`\n✔ all tests passed\n${timings.join('\n')}`);
