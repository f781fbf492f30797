#!/usr/bin/env node
// `pnpm test`: every test of the project, in the order that fails fastest.
import { spawn } from 'node:child_process';

/**
 * Stages run one after the other; the steps of a stage run side by side. The type check (one
 * thread) and lint run beside the unit tests, which leave a third of a 2-core machine idle
 * (vitest starts each package's run in turn): about 30 s less, the same checks.
 */
const stages = [
  [['setup (Chromium, fonts, nginx)', 'pnpm test:setup']],
  [
    ['typecheck', 'pnpm typecheck'],
    ['lint', 'pnpm lint'],
    ['unit', 'pnpm test:unit'],
  ],
  // The production build behind the Node server and behind nginx (deploy/nginx.conf): one list of expectations.
  [['front door (Node server and nginx)', 'pnpm test:frontdoor']],
  [['storybook (interactions, axe, visual per locale)', 'pnpm test:storybook']],
  [['e2e', 'pnpm e2e']],
];
const only = process.argv.slice(2);
const timings = [];

/**
 * Runs one step. Alone, its output streams as it comes; beside others, each step's output is held
 * and printed whole when it ends, so the log reads one step at a time.
 */
function run([name, cmd], alone) {
  const start = Date.now();
  if (alone) console.info(`\n▶ ${name}: ${cmd}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.info(`\n▶ ${name}: ${cmd}`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(0)} s`);
      resolve({ name, status: code ?? (signal ? 1 : 0) });
    });
  });
}

for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status})\n${timings.join('\n')}`);
    process.exit(failed.status);
  }
}
console.info(`\n✔ all tests passed\n${timings.join('\n')}`);
