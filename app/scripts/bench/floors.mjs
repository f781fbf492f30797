// The two floor pages of issue 16's goals, built by the bench in every run and served like the app
// (scripts/server.mjs, each with its own root), so the goals are ratios to what a page can do on
// this machine, under this profile, in this run (Lighthouse's timings move with the machine):
//
//   static floor  the prerendered landing itself (dist/index.html, Lao, the default language) with
//                 every script removed (its head script) and every preload the head script or Vite
//                 would add (modulepreload, prefetch, preload as fetch): the same HTML, its inline
//                 CSS as it is (served under its CSP hash, in the floor's own .server/csp.json as
//                 the build writes the app's), and a font preload for each @font-face of that CSS
//                 (the fonts the head script starts loading: document.fonts, all of them), plus
//                 the files it names (fonts, icons) copied from dist/. What the landing's first
//                 paint is without any of our code (issue 31: nothing of ours can beat it by more
//                 than noise).
//   React floor   a minimal React 19 page (react and react-dom only, built by the project's Vite
//                 with its React plugin) rendering the landing's Lao headline and subtitle. What
//                 any React page costs: the TBT and score goals are relative to it.
//
// Both are precompressed (.br, .gz) by the app build's rule (../precompress.mjs), since the server
// sends those files when they exist.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_INPUTS_FILE } from '../frontdoor/policy.mjs';
import { precompressFile } from '../precompress.mjs';
import { DIST, WORK } from './config.mjs';

const require = createRequire(import.meta.url);

export const FLOORS_DIR = join(WORK, 'floors');

/** The page the static floor is made of: the prerendered landing. */
export const LANDING_FILE = 'index.html';

/** Root-relative URLs (`/assets/x.woff2`, `/favicon.svg`) in CSS `url()` and HTML `src`/`href`, without query or hash. */
export function rootUrls(text) {
  const found = new Set();
  for (const m of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)|\s(?:src|href)="([^"]+)"/g)) {
    const url = (m[1] ?? m[2]).replace(/[?#].*$/, '');
    if (url.startsWith('/') && !url.startsWith('//')) found.add(url);
  }
  return [...found];
}

/** A CSP source of an inline element's text, as the build computes it (vite/firstPaint.ts). */
export const cspHash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The links the app's page gets for its code and first answers, which a floor has none of. */
const CODE_LINK = /[ \t]*<link\b(?=[^>]*\brel="?(?:modulepreload|prefetch|preload)\b)(?![^>]*\bas="?(?:font|image|style)\b)[^>]*>[ \t]*\n?/gi;

/**
 * The static floor's files from the prerendered landing's HTML (pure): `/index.html` (the page with
 * its scripts and code preloads removed, a font preload for each @font-face of its inline CSS
 * before its first <style>), the front door's build inputs (`/.server/csp.json`: the hashes of its
 * inline styles, no script), and the files it names that dist/ has (fonts, icons, the manifest).
 * `description` says how it was built, for the bench's output.
 * @param {string} landing dist/index.html
 * @param {{ read: (path: string) => Buffer, exists: (path: string) => boolean }} dist paths are root-relative
 * @returns {{ files: Map<string, string | Buffer>, description: string }}
 */
export function staticFloorFiles(landing, dist) {
  const styles = [...landing.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  if (styles.length === 0 || !/<\/head>/i.test(landing)) throw new Error(`dist/${LANDING_FILE} has no inline <style> in a <head>: not a prerendered page`);
  const scripts = [...landing.matchAll(/<script\b[\s\S]*?<\/script>/gi)].length;
  let html = landing.replace(/[ \t]*<script\b[\s\S]*?<\/script>[ \t]*\n?/gi, '');
  const links = [...html.matchAll(CODE_LINK)].length;
  html = html.replace(CODE_LINK, '');
  const fonts = [
    ...new Set(
      styles.flatMap((css) =>
        [...css.matchAll(/@font-face\s*\{[^}]*\}/gi)].flatMap((face) => rootUrls(face[0]).filter((url) => url.endsWith('.woff2'))),
      ),
    ),
  ];
  const preloads = fonts.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>\n    `).join('');
  html = html.replace(/<style\b/i, (tag) => `${preloads}${tag}`);
  const files = new Map([
    ['/index.html', html],
    [`/${BUILD_INPUTS_FILE}`, `${JSON.stringify({ styleHashes: [...new Set(styles.map(cspHash))], scriptHashes: [] }, null, 2)}\n`],
  ]);
  for (const path of rootUrls(html)) if (!files.has(path) && dist.exists(path)) files.set(path, dist.read(path));
  const copied = files.size - 2;
  const description =
    `the prerendered landing (dist/${LANDING_FILE}) with its ${scripts} script${scripts === 1 ? '' : 's'} and ${links} code preload${links === 1 ? '' : 's'} removed, ` +
    `its inline CSS as it is (${styles.length} <style>, under its CSP hash), ${fonts.length} font preload${fonts.length === 1 ? '' : 's'} (every @font-face of that CSS), ` +
    `${copied} file${copied === 1 ? '' : 's'} it names copied from dist/`;
  return { files, description };
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

/**
 * Builds the static floor from dist/index.html into FLOORS_DIR/static; resolves to its directory
 * and how it was built (staticFloorFiles).
 * @returns {Promise<{ dir: string, description: string }>}
 */
export async function buildStaticFloor() {
  const dir = join(FLOORS_DIR, 'static');
  const inDist = (path) => join(DIST, path.replace(/^\/+/, ''));
  const { files, description } = staticFloorFiles(readFileSync(join(DIST, LANDING_FILE), 'utf8'), {
    read: (path) => readFileSync(inDist(path)),
    exists: (path) => existsSync(inDist(path)) && statSync(inDist(path)).isFile(),
  });
  writeFiles(dir, files);
  await precompress(dir);
  return { dir, description };
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
