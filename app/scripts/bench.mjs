#!/usr/bin/env node
// `pnpm bench`: the numbers of issue 5 ("Performance") and issue 4 ("Budgets"), measured on the
// production build. It reports; it does not assert (exit 0 unless it could not measure at all).
//
//   1. Per route, from dist/.vite/manifest.json: gzip size of the initial JS (the entry and its
//      static imports, plus the route's lazy chunk and its static imports; CSS separately). The
//      landing's initial JS is flagged against 140 KB, every lazy route's own JS against 30 KB.
//      The frame chunk (navbar menus, footer ...), which main.tsx fetches in parallel with the first
//      route without making the first render wait for it, is shown too, and the api client's
//      validation chunk (zod, schemas: a dynamic import every first call asks for), with the total
//      JS of a first visit to the landing.
//   2. Lighthouse, mobile default profile (simulated slow 4G, 4x CPU), offline against the
//      production build served with the mock backend (scripts/server.mjs), median of 3 runs on
//      / and /login: score >= 95, LCP <= 1.8 s, CLS <= 0.02, TBT <= 100 ms.
//   2b. The same pages loaded for real with DevTools throttling (same RTT, bandwidth and CPU), FCP,
//      LCP and TBT read in the page: a second opinion on Lantern's simulation.
//   3. The design system: its whole CSS gzip (<= 12 KB) and a tree-shaking check (a bundle that
//      imports only Button from @dokkham/ui must not contain Dialog or any Radix code).
//
//   node scripts/bench.mjs [--build] [--runs N] [--skip-lighthouse]
//     --build            rebuild even when dist/ is newer than the sources
//     --runs N           Lighthouse runs per page (default 3; the median is reported)
//     --skip-lighthouse  sizes and budgets only
//
// KB = 1024 bytes; gzip level 9 (what scripts/serve.mjs sends precompressed). Results go to
// bench-results/ (git-ignored) as JSON: latest.json and one file per run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('./chromium.cjs');

const APP = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(APP, '..');
const DIST = join(APP, 'dist');
const RESULTS = join(APP, 'bench-results');
const KB = 1024;

const BUDGET = {
  landingInitialJs: 140 * KB,
  lazyRouteJs: 30 * KB,
  uiCss: 12 * KB,
  score: 95,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 100,
};

const { values: opts } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(opts.runs, 10) || 3);

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok' : 'OVER');

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${err.slice(-2000)}`))));
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Build (or reuse) and per-route sizes

/** Newest modification time of what the build depends on. */
function newestSource() {
  const roots = ['app/src', 'app/index.html', 'app/vite.config.ts', 'app/public', 'packages', 'pnpm-lock.yaml'].map((p) => join(ROOT, p));
  const skip = new Set(['node_modules', 'dist', '.vite']);
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) if (!skip.has(name)) walk(join(path, name));
  };
  roots.forEach(walk);
  return newest;
}

async function ensureBuild() {
  const manifest = join(DIST, '.vite', 'manifest.json');
  if (!opts.build && existsSync(manifest) && statSync(manifest).mtimeMs > newestSource()) {
    console.info('dist/ is newer than the sources: reusing it (--build to rebuild).');
    return;
  }
  console.info('Building the app (vite build) ...');
  await run('pnpm', ['exec', 'vite', 'build'], { cwd: APP });
}

/** '/player/deposit/history' from 'src/routes/player/deposit/history.tsx?tsr-split=component'. */
function routePath(source) {
  const file = source.replace(/^src\/routes\//, '').replace(/\?.*$/, '').replace(/\.tsx?$/, '');
  if (file === 'index') return '/';
  if (file.endsWith('/route')) return `/${file.slice(0, -'/route'.length)} (layout)`;
  return `/${file.replace(/\/index$/, '/')}`;
}

function measureRoutes() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const sizeOf = new Map();
  const fileSize = (file) => {
    if (!sizeOf.has(file)) sizeOf.set(file, gz(readFileSync(join(DIST, file))));
    return sizeOf.get(file);
  };
  /** The chunk and everything it imports statically. */
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return seen;
  };
  const js = (keys) => [...keys].reduce((sum, key) => sum + fileSize(manifest[key].file), 0);
  const css = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce((sum, file) => sum + fileSize(file), 0);
  const minus = (a, b) => new Set([...a].filter((k) => !b.has(k)));

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure([entryKey]);
  const frameKey = Object.keys(manifest).find((k) => k === 'src/frame/Frame.tsx');
  const frame = frameKey ? minus(closure([frameKey]), entry) : new Set();
  // The api client's validation (zod, the schemas): a dynamic import, but every page's first call
  // (agency info) asks for it and the first render waits for that answer, so a first visit pays it.
  const bootKey = Object.keys(manifest).find((k) => k.endsWith('/clientValidation.ts'));
  const boot = bootKey ? minus(closure([bootKey]), entry) : new Set();

  const routeKeys = Object.keys(manifest).filter((k) => k.startsWith('src/routes/') && k.includes('tsr-split'));
  const layoutOf = (key) => {
    const path = key.replace(/\?.*$/, '');
    return routeKeys.filter((k) => {
      const layout = k.replace(/\?.*$/, '');
      return layout.endsWith('/route.tsx') && layout !== path && path.startsWith(layout.slice(0, -'route.tsx'.length));
    });
  };
  const routes = routeKeys
    .map((key) => {
      const own = minus(closure([key]), entry);
      const withLayouts = minus(closure([key, ...layoutOf(key)]), entry);
      return {
        route: routePath(key),
        chunk: manifest[key].file,
        lazyJs: js(own),
        initialJs: js(entry) + js(withLayouts),
        // The entry's CSS plus what the route's chunks bring.
        initialCss: css(new Set([...entry, ...closure([key, ...layoutOf(key)])])),
        lazyOk: js(own) <= BUDGET.lazyRouteJs,
      };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));
  const landing = routes.find((r) => r.route === '/');
  const landingKey = routeKeys.find((k) => routePath(k) === '/');
  const firstVisit = new Set([...entry, ...closure(landingKey ? [landingKey] : []), ...boot, ...frame]);
  const other = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && !k.startsWith('src/routes/') && !k.endsWith('.json') && k !== frameKey && k !== bootKey,
  );
  return {
    entry: { file: manifest[entryKey].file, js: js(entry), css: css(entry), chunks: entry.size },
    frame: frameKey ? { js: js(frame), css: css(frame) } : undefined,
    bootValidation: bootKey ? { js: js(boot) } : undefined,
    landing: {
      initialJs: landing.initialJs,
      ok: landing.initialJs <= BUDGET.landingInitialJs,
      firstVisitJs: js(firstVisit),
    },
    routes,
    otherLazyChunks: other.map((k) => ({ source: k, js: js(minus(closure([k]), entry)) })),
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Design system: CSS and tree shaking, each a small library build of its own

async function libraryBuild(name, source) {
  const { build } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const dir = join(RESULTS, '.work', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.js'), source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      // One stylesheet, and the webfonts as files as in the app (library mode would inline them).
      cssCodeSplit: false,
      rolldownOptions: {
        input: join(dir, 'entry.js'),
        // Keep the entry's exports (what an app would import), tree-shake the rest.
        preserveEntrySignatures: 'strict',
        // React and the i18n runtime are the app's anyway; what is left is the design system.
        external: [/^react($|\/)/, /^react-dom($|\/)/, /^@dokkham\/i18n/, /^i18next/, /^react-i18next/],
      },
    },
  });
  const out = join(dir, 'out');
  const files = readdirSync(out, { recursive: true }).map(String);
  const read = (ext) => files.filter((f) => f.endsWith(ext)).map((f) => readFileSync(join(out, f)));
  return { js: Buffer.concat(read('.js')), css: Buffer.concat(read('.css')) };
}

/** Strings that survive minification in Radix (display names) and its helpers. */
const RADIX_MARKERS = ['DialogContent', 'DialogOverlay', 'DropdownMenuContent', 'MenuContent', 'FocusScope', 'DismissableLayer', 'right-scroll-bar-position', 'data-radix'];

async function measureUi() {
  const all = await libraryBuild('ui-all', "import '@dokkham/ui/theme';\nexport * from '@dokkham/ui';\n");
  const buttonOnly = await libraryBuild('ui-button', "export { Button } from '@dokkham/ui';\n");
  const withDialog = await libraryBuild('ui-button-dialog', "export { Button, Dialog } from '@dokkham/ui';\n");
  const found = RADIX_MARKERS.filter((m) => buttonOnly.js.includes(m));
  return {
    css: gz(all.css),
    cssOk: gz(all.css) <= BUDGET.uiCss,
    buttonOnlyJs: gz(buttonOnly.js),
    buttonAndDialogJs: gz(withDialog.js),
    radixInButtonBundle: found,
    treeShakes: found.length === 0 && RADIX_MARKERS.some((m) => withDialog.js.includes(m)),
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run; a failed recording (NO_NAVSTART and the like, seen on busy machines) is retried twice. */
async function lighthouseRun(url, outFile) {
  let last;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await lighthouseOnce(url, outFile);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

async function lighthouseOnce(url, outFile) {
  const chrome = chromiumPath();
  const flags = ['--headless=new', ...chromiumArgs.filter((f) => f !== '--disable-gpu')].join(' ');
  await run(
    'pnpm',
    ['exec', 'lighthouse', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${outFile}`, `--chrome-flags=${flags}`],
    { cwd: APP, env: { ...process.env, ...(chrome && { CHROME_PATH: chrome }) } },
  );
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
}

async function measureLighthouse() {
  const { startDokkham } = await import('./server.mjs');
  const app = await startDokkham({ port: 0 });
  const dir = join(RESULTS, '.work', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const pages = {};
  try {
    for (const path of ['/', '/login']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        console.info(`  ${path} run ${i + 1}/${RUNS}`);
        runs.push(await lighthouseRun(`${app.url}${path}`, join(dir, `${path === '/' ? 'landing' : path.slice(1)}-${i}.json`)));
      }
      const m = {
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      };
      pages[path] = {
        median: m,
        runs,
        ok: { score: m.score >= BUDGET.score, lcp: m.lcpMs <= BUDGET.lcpMs, cls: m.cls <= BUDGET.cls, tbt: m.tbtMs <= BUDGET.tbtMs },
      };
    }
  } finally {
    await app.close();
  }
  return pages;
}

/**
 * The same pages in a real (not simulated) load: Chromium with DevTools throttling (150 ms RTT,
 * 1.6 Mbps down, 4x CPU, Moto G Power-sized screen), timings read in the page (FCP, LCP, long
 * tasks). Lighthouse's default profile simulates the load from an unthrottled trace (Lantern);
 * the two disagree on some changes (preloading, request priorities), so both are printed.
 */
async function measureObserved() {
  const { chromium } = await import('playwright');
  const { startDokkham } = await import('./server.mjs');
  const app = await startDokkham({ port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
  const pages = {};
  try {
    for (const path of ['/', '/login']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
          uploadThroughput: (750 * 1024 * 0.9) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const w = /** @type {any} */ (window);
          w.dokkhamBench = { lcp: 0, tasks: [] };
          new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.dokkhamBench.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.dokkhamBench.tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(5000);
        runs.push(
          await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            // TBT as Lighthouse defines it: the part of each long task over 50 ms, after FCP.
            const tbt = w.dokkhamBench.tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
            return { fcpMs: fcp, lcpMs: w.dokkhamBench.lcp, tbtMs: tbt };
          }),
        );
        await context.close();
      }
      pages[path] = {
        median: { fcpMs: median(runs.map((r) => r.fcpMs)), lcpMs: median(runs.map((r) => r.lcpMs)), tbtMs: median(runs.map((r) => r.tbtMs)) },
        runs,
      };
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')).join('\n');
}

const report = { date: new Date().toISOString(), budgets: BUDGET, errors: [] };
try {
  await ensureBuild();
} catch (error) {
  console.error(`The build failed, nothing to measure.\n${error.message}`);
  process.exit(1);
}

const sizes = measureRoutes();
report.sizes = sizes;
console.info(`\nInitial JS per route (gzip; entry ${kb(sizes.entry.js)} in ${sizes.entry.chunks} chunks + the route's chunks)\n`);
console.info(
  table([
    ['route', 'initial JS', 'lazy JS', 'budget', 'initial CSS'],
    ...sizes.routes.map((r) => [
      r.route,
      kb(r.initialJs),
      kb(r.lazyJs),
      r.route === '/' ? `${mark(sizes.landing.ok)} (<= 140 initial)` : `${mark(r.lazyOk)} (<= 30 lazy)`,
      kb(r.initialCss),
    ]),
  ]),
);
if (sizes.bootValidation)
  console.info(
    `\napi validation chunk (zod and the schemas; fetched with the first API call, in parallel with it): ${kb(sizes.bootValidation.js)}`,
  );
if (sizes.frame)
  console.info(
    `frame chunk (navbar menus, drawer, footer, bottom bar, toasts; requested right after the first paint): ${kb(sizes.frame.js)} JS, ${kb(sizes.frame.css)} CSS`,
  );
console.info(`all JS of a first visit to / (entry, landing, api validation, frame): ${kb(sizes.landing.firstVisitJs)}`);
for (const c of sizes.otherLazyChunks) console.info(`lazy: ${c.source} ${kb(c.js)}`);

try {
  console.info('\nDesign system (library builds of @dokkham/ui) ...');
  const ui = await measureUi();
  report.ui = ui;
  console.info(
    table([
      ['ui', 'value', 'budget'],
      ['CSS (every component + theme), gzip', kb(ui.css), `${mark(ui.cssOk)} (<= 12)`],
      ['JS importing only Button', kb(ui.buttonOnlyJs), ui.treeShakes ? 'ok: no Dialog/Radix code' : `FAILS: ${ui.radixInButtonBundle.join(', ') || 'markers not found'}`],
      ['JS importing Button + Dialog', kb(ui.buttonAndDialogJs), '(for comparison)'],
    ]),
  );
} catch (error) {
  report.errors.push(`ui: ${error.message}`);
  console.error(`ui measurements failed: ${error.message}`);
}

if (!opts['skip-lighthouse']) {
  try {
    console.info(`\nLighthouse (mobile default profile, median of ${RUNS}) ...`);
    const lh = await measureLighthouse();
    report.lighthouse = lh;
    console.info(
      table([
        ['page', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'budgets (score >= 95, LCP <= 1.8 s, CLS <= 0.02, TBT <= 100 ms)'],
        ...Object.entries(lh).map(([path, { median: m, ok }]) => [
          path,
          m.score,
          `${(m.lcpMs / 1000).toFixed(2)} s`,
          m.cls.toFixed(3),
          `${Math.round(m.tbtMs)} ms`,
          `${(m.fcpMs / 1000).toFixed(2)} s`,
          Object.entries(ok)
            .map(([k, v]) => `${k} ${mark(v)}`)
            .join(', '),
        ]),
      ]),
    );
  } catch (error) {
    report.errors.push(`lighthouse: ${error.message}`);
    console.error(`Lighthouse failed: ${error.message}`);
  }
}

if (!opts['skip-lighthouse']) {
  try {
    console.info(`\nObserved load (DevTools throttling: 150 ms RTT, 1.6 Mbps, 4x CPU; median of ${RUNS}) ...`);
    const observed = await measureObserved();
    report.observed = observed;
    console.info(
      table([
        ['page', 'FCP', 'LCP', 'TBT'],
        ...Object.entries(observed).map(([path, { median: m }]) => [
          path,
          `${(m.fcpMs / 1000).toFixed(2)} s`,
          `${(m.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(m.tbtMs)} ms`,
        ]),
      ]),
    );
  } catch (error) {
    report.errors.push(`observed: ${error.message}`);
    console.error(`Observed load failed: ${error.message}`);
  }
}

mkdirSync(RESULTS, { recursive: true });
const json = JSON.stringify(report, null, 2);
writeFileSync(join(RESULTS, 'latest.json'), json);
const stamped = join(RESULTS, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(stamped, json);
console.info(`\nResults: ${relative(ROOT, stamped)} (and bench-results/latest.json)`);
process.exit(0);
