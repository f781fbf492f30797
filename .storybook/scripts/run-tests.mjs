#!/usr/bin/env node
// Storybook tests against the static build, the way CI runs them:
//   1. build Storybook once (storybook-static/),
//   2. serve it on a free local port,
//   3. the story suite (visual/visual.spec.ts): every story in every mode renders once, and that
//      render is checked: the play function passes, no unmocked endpoint is called, axe finds
//      nothing, the screenshot matches its baseline,
// then stop the server; exit non-zero when anything failed. Runs in one checkout take turns.
//
//   node .storybook/scripts/run-tests.mjs [options] [-- extra Playwright args]
//     --visual-only        screenshots only, no axe (pnpm test:visual)
//     --a11y-only          play functions and axe only, no screenshots
//     --update             rebaseline changed and missing screenshots, drop baselines of stories
//                          that no longer exist (pnpm test:visual:update)
//     --no-build           reuse storybook-static/ when it is newer than every source file
//     --story <ids>        only these story ids (comma-separated, `*` wildcard)
//     --locale <lng>       only the modes of this locale (lo, th, cn, vn)
//     --mode <name>        only this mode (e.g. lo-mobile; comma-separated, `*` wildcard)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../', import.meta.url));
const configDir = join(root, '.storybook');
const staticDir = join(root, 'storybook-static');
const visualConfig = join(configDir, 'visual', 'playwright.config.ts');
const baselinesDir = join(configDir, 'visual', 'baselines');

const { values: opts, positionals: extra } = parseArgs({
  allowPositionals: true,
  options: {
    'visual-only': { type: 'boolean', default: false },
    'a11y-only': { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    story: { type: 'string' },
    locale: { type: 'string' },
    mode: { type: 'string' },
  },
});

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const timings = [];
const children = new Set();

function run(name, cmd, args, extraEnv = {}) {
  console.info(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      timings.push(`${ok ? '✔' : '✖'} ${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
      resolve(ok || (signal ? false : ok));
    });
  });
}

/** Newest modification time under the sources a Storybook build depends on. */
function newestSource() {
  const roots = ['.storybook', 'packages', 'app/src', 'mocks/src', 'package.json', 'pnpm-lock.yaml'].map((p) => join(root, p));
  const skip = new Set(['node_modules', 'visual', 'dist', 'storybook-static']);
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!skip.has(name)) walk(join(path, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  roots.forEach(walk);
  return newest;
}

function buildIsFresh() {
  const index = join(staticDir, 'index.json');
  return existsSync(index) && statSync(index).mtimeMs > newestSource();
}

/**
 * One run at a time per checkout: a second run would rebuild storybook-static/ under the first
 * one's server. Waits for the other run (a lock directory holding its pid; stale locks of dead
 * processes are taken over).
 */
const lockDir = join(tmpdir(), `dokkham-storybook-tests-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
async function acquireLock() {
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    } catch {
      // Being written right now: wait.
    }
    if (Number.isInteger(holder) && !isAlive(holder)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told) console.info(`Another Storybook test run (pid ${holder}) is using storybook-static/: waiting for it...`);
    told = true;
    await sleep(2000);
  }
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
function releaseLock() {
  try {
    if (readFileSync(join(lockDir, 'pid'), 'utf8') === String(process.pid)) rmSync(lockDir, { recursive: true, force: true });
  } catch {
    // Not ours, or already gone.
  }
}

/** Serves storybook-static on a free port of the loopback interface. */
function serve() {
  const handler = sirv(staticDir, { dev: false, etag: true });
  const server = createServer((req, res) => {
    // A file that vanished after start (someone rebuilt storybook-static) must fail that request,
    // not crash the run: sirv pipes file streams without an error handler.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Baselines of stories or modes that no longer exist (after a full rebaseline). */
function pruneBaselines() {
  const { entries } = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const ids = new Set(Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id));
  if (!existsSync(baselinesDir)) return;
  for (const mode of readdirSync(baselinesDir)) {
    for (const file of readdirSync(join(baselinesDir, mode))) {
      if (!ids.has(file.replace(/\.png$/, ''))) {
        rmSync(join(baselinesDir, mode, file));
        console.info(`  removed stale baseline ${relative(root, join(baselinesDir, mode, file))}`);
      }
    }
  }
}

const modePattern = opts.mode ?? (opts.locale ? `${opts.locale}-*` : undefined);

let server;
let ok = true;
const shutdown = () => {
  for (const child of children) child.kill('SIGTERM');
  server?.closeAllConnections();
  server?.close();
  releaseLock();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    shutdown();
    process.exit(130);
  });
}
process.on('uncaughtException', (error) => {
  console.error(error);
  shutdown();
  process.exit(1);
});

try {
  const started = Date.now();
  await acquireLock();
  if (opts['no-build'] && buildIsFresh()) {
    console.info('storybook-static/ is newer than every source file: not rebuilding (--no-build).');
  } else {
    if (opts['no-build']) console.info('storybook-static/ is missing or older than the sources: building anyway.');
    if (!(await run('build Storybook', 'pnpm', ['run', '--silent', 'build-storybook']))) throw new Error('Storybook build failed');
  }

  server = await serve();
  const url = `http://127.0.0.1:${server.address().port}`;
  console.info(`\nServing storybook-static at ${url}`);

  const args = ['exec', 'playwright', 'test', '-c', visualConfig];
  if (opts.update) args.push('--update-snapshots=changed');
  if (modePattern) for (const m of modePattern.split(',')) args.push('--project', m.trim());
  args.push(...extra);
  const checks = opts.update || opts['visual-only'] ? 'visual' : opts['a11y-only'] ? 'a11y' : 'all';
  const suiteEnv = { STORYBOOK_URL: url, STORYBOOK_STATIC: staticDir, STORY_CHECKS: checks, ...(opts.story && { STORY: opts.story }) };
  const name = opts.update ? 'stories (rebaseline)' : `stories (${checks === 'all' ? 'play functions, axe, screenshots' : checks})`;
  ok = await run(name, 'pnpm', args, suiteEnv);
  if (opts.update && ok && !opts.story && !modePattern && extra.length === 0) pruneBaselines();
  if (!ok) console.info(`\nDiffs: .storybook/visual/output/ (report: pnpm exec playwright show-report .storybook/visual/output/report)`);

  console.info(`\n${timings.join('\n')}\ntotal: ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}\n${timings.join('\n')}`);
  ok = false;
} finally {
  shutdown();
}
process.exit(ok ? 0 : 1);
