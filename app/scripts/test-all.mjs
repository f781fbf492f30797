#!/usr/bin/env node
// `pnpm test`: every test of the project, the quick checks first, each build made once.
//   pnpm test [name-prefix ...]   only the steps whose name starts with one of these (and what they need)
import { spawn } from 'node:child_process';
import { summarise } from './testCounts.mjs';

const QUICK = ['typecheck', 'lint', 'unit'];

/**
 * The steps and what each needs: a step starts as soon as all it needs has passed, so independent
 * steps run side by side. The quick checks, the system set-up (apt: mostly waiting on the network
 * and dpkg) and the two builds start together: the type check is one thread and vitest leaves part of
 * a 2-core machine idle. Each build is made once: the front door suite and E2E share the app's
 * (`app/dist`), the story suite takes Storybook's as built (`--no-build`). The front door suite (light)
 * runs beside the story suite; E2E waits for the story suite: side by side on CI's 2 cores, the two
 * browser suites took 2573 s and 1649 s instead of 1538 s and 760 s one after the other, and timed
 * out (README, CI and its time). Nothing heavy starts before the quick checks have passed.
 */
const steps = [
  { name: 'setup (Chromium, fonts, nginx)', cmd: 'pnpm test:setup' },
  { name: 'typecheck', cmd: 'pnpm typecheck' },
  { name: 'lint', cmd: 'pnpm lint' },
  { name: 'unit', cmd: 'pnpm test:unit', counts: 'vitest' },
  { name: 'build app', cmd: 'pnpm --filter @dokkham/app build' },
  { name: 'build Storybook', cmd: 'pnpm run --silent build-storybook' },
  {
    name: 'storybook (interactions, axe, visual per locale, layout at five widths)',
    cmd: 'pnpm test:storybook --no-build',
    needs: ['setup', 'build Storybook', ...QUICK],
    counts: 'playwright',
    // The longest step: its progress is shown as it comes; the others print whole when they end.
    stream: true,
  },
  // The production build behind the Node server and behind nginx (deploy/nginx.conf): one list of expectations.
  {
    name: 'front door (Node server and nginx)',
    cmd: 'pnpm --filter @dokkham/app test:frontdoor:built',
    needs: ['setup', 'build app', ...QUICK],
    counts: 'vitest',
  },
  { name: 'e2e', cmd: 'pnpm --filter @dokkham/app e2e:built', needs: ['front door', 'storybook'], counts: 'playwright' },
];
const byPrefix = (name) => steps.find((s) => s.name.startsWith(name));

const only = process.argv.slice(2);
const wanted = new Set();
const want = (step) => {
  if (!step || wanted.has(step)) return;
  wanted.add(step);
  step.needs?.forEach((n) => want(byPrefix(n)));
};
(only.length ? steps.filter((s) => only.some((o) => s.name.startsWith(o))) : steps).forEach(want);

const results = new Map();
const running = new Set();

/** Runs one step; its output streams (`stream`), or is held and printed whole when it ends. Kept for the count. */
function run(step) {
  const start = Date.now();
  console.info(`\n▶ ${step.name}: ${step.cmd}${step.stream ? '' : ' (its output follows when it ends)'}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, { stdio: ['ignore', 'pipe', 'pipe'], shell: true });
    running.add(child);
    const output = [];
    const keep = (stream) => (chunk) => {
      output.push(chunk);
      if (step.stream) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code, signal) => {
      running.delete(child);
      const text = Buffer.concat(output).toString();
      const status = code ?? (signal ? 1 : 0);
      const seconds = (Date.now() - start) / 1000;
      if (!step.stream) console.info(`\n▼ ${step.name} (${seconds.toFixed(0)} s)\n${text}`);
      resolve({ name: step.name, status, seconds, text, counts: step.counts });
    });
  });
}

let failed;
const started = new Map();
/** Starts every step whose needs have passed; resolves when nothing more can start and nothing runs. */
async function schedule() {
  for (;;) {
    if (!failed) {
      for (const step of wanted) {
        if (started.has(step)) continue;
        const needs = (step.needs ?? []).map(byPrefix).filter((s) => wanted.has(s));
        if (needs.every((s) => results.get(s)?.status === 0)) {
          started.set(
            step,
            run(step).then((result) => {
              results.set(step, result);
              if (result.status !== 0 && !failed) failed = result;
            }),
          );
        }
      }
    }
    const pending = [...started].filter(([step]) => !results.has(step)).map(([, promise]) => promise);
    if (!pending.length) return;
    // A failure stops new steps; the ones running finish, so their results are in the log too.
    await Promise.race(pending);
  }
}
await schedule();

const ran = steps.filter((s) => results.has(s)).map((s) => results.get(s));
const summary = summarise(ran);
const notRun = [...wanted].filter((s) => !results.has(s)).map((s) => `  (not run: ${s.name})`);
const timings = ran.map((r) => `${r.status === 0 ? '✔' : '✖'} ${r.name}: ${r.seconds.toFixed(0)} s`);
console.info(`\n${failed ? `✖ ${failed.name} failed (exit ${failed.status})` : '✔ all tests passed'}`);
console.info([...timings, ...notRun, ...summary.lines].join('\n'));
// The last line: what a reader of the CI log wants first.
console.info(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(failed ? failed.status || 1 : 0);
