// The two floor pages of issue 16's goals, built by the bench in every run and served like the app
// (scripts/server.mjs, each with its own root), so the goals are ratios to what a page can do on
// this machine, under this profile, in this run (Lighthouse's timings move with the machine):
//
//   static floor  the landing as the production build renders it in Lao (the default language):
//                 its HTML captured from Chromium once the page marked itself usable, without any
//                 script or preload, and the stylesheets it had applied, in one file; the fonts
//                 and icons they name are copied from dist/. What the first paint could be if it
//                 waited for nothing but HTML and CSS.
//   React floor   a minimal React 19 page (react and react-dom only, built by the project's Vite
//                 with its React plugin) rendering the landing's Lao headline and subtitle. What
//                 any React page costs: the TBT and score goals are relative to it.
//
// Both are precompressed (.br, .gz) by the app build's rule (../precompress.mjs), since the server
// sends those files when they exist.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompressFile } from '../precompress.mjs';
import { DIST, WORK } from './config.mjs';
import { CONTEXT_OPTIONS, USABLE_MARK, withBrowser } from './observed.mjs';

const require = createRequire(import.meta.url);

export const FLOORS_DIR = join(WORK, 'floors');

/** The stylesheet every captured page links instead of the app's (one file, same origin: the CSP's style-src 'self'). */
export const FLOOR_CSS = '/floor.css';

/** Root-relative URLs (`/assets/x.woff2`, `/favicon.svg`) in CSS `url()` and HTML `src`/`href`, without query or hash. */
export function rootUrls(text) {
  const found = new Set();
  for (const m of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)|\s(?:src|href)="([^"]+)"/g)) {
    const url = (m[1] ?? m[2]).replace(/[?#].*$/, '');
    if (url.startsWith('/') && !url.startsWith('//')) found.add(url);
  }
  return [...found];
}

/**
 * The static floor's files from a snapshot of the rendered landing (pure): `html` (the document
 * without scripts, preloads and stylesheets), `sheets` (the paths of the stylesheets it had
 * applied, in order) and `styles` (the text of its <style> elements). The CSS is the sheets'
 * files from dist/ and the styles, in that order, as FLOOR_CSS; the files both name are copied.
 * @param {{ html: string, sheets: string[], styles: string[] }} snapshot
 * @param {{ read: (path: string) => Buffer, exists: (path: string) => boolean }} dist paths are root-relative
 * @returns {Map<string, string | Buffer>} root-relative path -> content
 */
export function staticFloorFiles(snapshot, dist) {
  if (!/<\/head>/i.test(snapshot.html)) throw new Error('the captured page has no </head>');
  const css = [...snapshot.sheets.map((path) => dist.read(path).toString('utf8')), ...snapshot.styles].join('\n');
  const html = `<!doctype html>\n${snapshot.html.replace(/<\/head>/i, `<link rel="stylesheet" href="${FLOOR_CSS}"></head>`)}`;
  const files = new Map([
    ['/index.html', html],
    [FLOOR_CSS, css],
  ]);
  for (const path of [...rootUrls(css), ...rootUrls(html)]) if (!files.has(path) && dist.exists(path)) files.set(path, dist.read(path));
  return files;
}

/** The React floor's sources (pure): an index.html and a main.jsx rendering `headline` and `text`. */
export function reactFloorSources({ lang, headline, text }) {
  return new Map([
    [
      '/index.html',
      `<!doctype html>\n<html lang="${lang}">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>React floor</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.jsx"></script>\n  </body>\n</html>\n`,
    ],
    [
      '/main.jsx',
      [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        '',
        "createRoot(document.getElementById('root')).render(",
        '  <StrictMode>',
        '    <main>',
        `      <h1>{${JSON.stringify(headline)}}</h1>`,
        `      <p>{${JSON.stringify(text)}}</p>`,
        '    </main>',
        '  </StrictMode>,',
        ');',
        '',
      ].join('\n'),
    ],
  ]);
}

function writeFiles(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** .br and .gz beside every text file of `dir`, by the app build's rule (../precompress.mjs). */
export async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)));
  await Promise.all(files.filter((file) => statSync(file).isFile()).map(precompressFile));
}

/** The landing as rendered by the app at `appUrl` (unthrottled), once it marked itself usable and its late CSS arrived. */
async function captureLanding(appUrl) {
  return withBrowser(async (browser) => {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(`${appUrl}/`, { waitUntil: 'load' });
      await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, USABLE_MARK, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      return await page.evaluate(async () => {
        await document.fonts.ready;
        const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(/** @type {HTMLLinkElement} */ (l).href).pathname);
        const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
        const doc = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
        doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"], style').forEach((e) => e.remove());
        // index.html's comments describe the app's boot, not this page.
        const comments = document.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
        const drop = [];
        while (comments.nextNode()) drop.push(comments.currentNode);
        drop.forEach((c) => c.parentNode?.removeChild(c));
        return { html: doc.outerHTML, sheets, styles };
      });
    } finally {
      await context.close();
    }
  });
}

/** Builds the static floor from the app at `appUrl` into FLOORS_DIR/static; resolves to its directory. */
export async function buildStaticFloor(appUrl) {
  const dir = join(FLOORS_DIR, 'static');
  const snapshot = await captureLanding(appUrl);
  const inDist = (path) => join(DIST, path.replace(/^\/+/, ''));
  const files = staticFloorFiles(snapshot, {
    read: (path) => readFileSync(inDist(path)),
    exists: (path) => existsSync(inDist(path)) && statSync(inDist(path)).isFile(),
  });
  writeFiles(dir, files);
  await precompress(dir);
  return dir;
}

/** Builds the React floor (production mode, minified) into FLOORS_DIR/react; resolves to its directory. */
export async function buildReactFloor() {
  const src = join(FLOORS_DIR, 'react-src');
  const dir = join(FLOORS_DIR, 'react');
  const home = require('@dokkham/i18n/locales/lo/home.json');
  writeFiles(src, reactFloorSources({ lang: 'lo', headline: home.header.title, text: home.header.subtitle }));
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({ configFile: false, logLevel: 'silent', root: src, plugins: [react()], build: { outDir: dir, emptyOutDir: true } });
  await precompress(dir);
  return dir;
}

/**
 * Both floors served by scripts/server.mjs (as the app is) while `job` runs, with their URLs.
 * @template T
 * @param {{ static: string, react: string }} dirs
 * @param {(urls: { static: string, react: string }) => Promise<T>} job
 * @returns {Promise<T>}
 */
export async function withFloors(dirs, job) {
  const { startDokkham } = await import('../server.mjs');
  const servers = await Promise.all([startDokkham({ port: 0, distDir: dirs.static }), startDokkham({ port: 0, distDir: dirs.react })]);
  try {
    return await job({ static: `${servers[0].url}/`, react: `${servers[1].url}/` });
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}
