import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption, type Plugin, type Rolldown } from 'vite';
import { BUILD_INPUTS_FILE, type BuildInputs } from '../scripts/frontdoor/nginx.mjs';
import { BOOT_LOGO, START_FAILED_TEMPLATE } from '../src/lib/firstPaintNames';
import type { HeadScriptOptions } from '../src/firstPaint/headScript';
import type { RoutePreload } from '../src/firstPaint/routePreloadScript';
import { byPrecedence, escapeRegExp, isRouteFile, ROUTES_DIR, routePattern } from './routePreloads';

/** The server build of src/prerender.tsx, as the plugin uses it. */
interface PrerenderModule {
  SHELLS: readonly { path: string; route: string; file: string; page: string; send?: HeadScriptOptions['send'] }[];
  SHELL_LANG: string;
  renderShell(path: string): Promise<{ html: string; modules: string[]; startFailed?: string }>;
  headScript(options: HeadScriptOptions): string;
  modulesOf(path: string): { modules: string[]; lao: string[] };
  fetchesOf(path: string): Promise<string[]>;
  routePreloadScript(files: readonly string[], pages: readonly RoutePreload[]): string;
}

/** The frame's lazy parts (AppShell): a prerendered page shows them, so it has their CSS inline. */
const FRAME_SOURCE = 'src/frame/Frame.tsx';

/** index.html as Vite built it (the boot screen): the answer for every page without a shell of its own. */
export const SPA_FALLBACK_FILE = 'app.html';

/** index.html's preloads of the API answers the app asks for first. */
const FETCH_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials"\s*\/?>/g;

/** A CSP hash source of these exact bytes, as the front door's policy takes it (no quotes). */
const cspHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const text = (asset: Rolldown.OutputAsset) => (typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8'));

/** Replaces `pattern` (which must match once) in `html`, or fails the build. */
function replaceOnce(html: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`firstPaint: index.html has ${matches?.length ?? 0} ${what}, expected one`);
  return html.replace(pattern, replacement);
}

/**
 * CSS files a chunk needs, in the order Vite's preload links them (its static imports' first, then
 * its own), without those of `skip` (the entry's, already in the page).
 */
function cssOf(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, skip: Set<string>, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const out: string[] = [];
  for (const name of chunk.imports) {
    const dep = bundle[name];
    if (dep?.type === 'chunk' && !skip.has(dep.fileName)) out.push(...cssOf(bundle, dep, skip, seen));
  }
  out.push(...(chunk.viteMetadata?.importedCss ?? []));
  return [...new Set(out)];
}

/** The stylesheets of a page's chunks that are not the entry's (those are in every page already). */
function pageCssOf(bundle: Rolldown.OutputBundle, chunks: readonly Rolldown.OutputChunk[], skip: Set<string>, entryCss: readonly string[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => cssOf(bundle, chunk, skip)))].filter((file) => !entryCss.includes(file));
}

/** Adds a chunk's file and its static imports' (but those of `skip`, already loaded) to `into`. */
function jsOf(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, skip: Set<string>, into: Set<string>): void {
  if (skip.has(chunk.fileName) || into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const dep = bundle[name];
    if (dep?.type === 'chunk') jsOf(bundle, dep, skip, into);
  }
}

/**
 * Prerendered first screens (issue 16): after the client bundle is generated, a server build of
 * src/prerender.tsx renders the shells of the public pages (SHELLS there) as a Lao guest sees
 * them on the app's first commit, and each becomes a page of its own (/ -> index.html,
 * /login -> login/index.html ...) that paints from HTML and CSS before any script has run:
 *
 * - its CSS inline (the entry's, the page's chunks' and the frame's, whole: a few KB gzip, one request less),
 *   under a CSP hash; the stylesheet links go;
 * - the head script (src/firstPaint/headScript.ts), under a CSP hash, which shows the boot screen
 *   instead when the shell would be wrong for this player (another language, signed in);
 * - #root holds the boot screen and the shell; the app replaces both in one commit
 *   (src/firstPaint/takeOver.tsx);
 * - no script tag for the entry nor preloads of the API answers: the head script asks for them once
 *   the shell has been painted, with the code the take-over needs besides (the route's chunks, its
 *   Lao texts, the api validation: modulepreload, not a waterfall behind the entry).
 *
 * Vite's own index.html (the boot screen only) becomes SPA_FALLBACK_FILE, the answer for every other
 * path. The hashes, computed from the exact bytes emitted, are the front door's build inputs
 * (BUILD_INPUTS_FILE, dist/.server/csp.json): its CSP lists them (scripts/frontdoor/policy.mjs).
 * `plugins` are the app's plugins the server build needs (a fresh set: JSX, vanilla-extract, locales).
 */
export function firstPaint({ plugins }: { plugins: () => PluginOption[] }): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'dokkham:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      // Server builds (ours included) have no index.html: nothing to do.
      const template = bundle['index.html'];
      if (template?.type !== 'asset') return;
      if (base !== '/') throw new Error('firstPaint: the inlined CSS and the shells assume base "/"');
      const entry = Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry);
      if (!entry) throw new Error('firstPaint: no entry chunk');
      const entryCss = cssOf(bundle, entry, new Set());
      const cssText = (file: string) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') throw new Error(`firstPaint: ${file} is not in the bundle`);
        return text(asset);
      };

      const { prerender, dispose } = await buildPrerender(root, plugins);
      const html = text(template);
      const hashes = { styleHashes: [] as string[], scriptHashes: [] as string[] };
      /** The chunks of a source module (a route's are its code-split parts). */
      const chunksOf = (source: string) => {
        const file = resolve(root, source);
        return Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk' && (c.facadeModuleId?.split('?')[0] ?? '') === file);
      };
      const modulesChunks = (sources: readonly string[]) =>
        sources.flatMap((source) => {
          const chunks = chunksOf(source);
          if (chunks.length === 0) throw new Error(`firstPaint: no chunk for ${source}`);
          return chunks;
        });
      try {
        // Vite's page, the boot screen alone, stays for every other path, with the map of what each
        // page's first render needs (vite/routePreloads.ts); index.html becomes the landing's.
        delete bundle['index.html'];
        const preloaded = [...html.matchAll(FETCH_PRELOAD)].map((m) => m[1] as string);
        const preloadScript = await routePreloads(root, prerender, {
          bundle,
          entry,
          entryCss,
          chunksOf,
          modulesChunks,
          shells: prerender.SHELLS.map((shell) => shell.path),
          preloaded,
        });
        // Before the entry's script and the stylesheet: an inline script after a stylesheet waits
        // for it, and the page's answers are asked for at once (its code waits for the boot
        // screen's paint anyway). The preload scanner still asks for the entry and the stylesheet
        // as soon as it reads them. The boot screen's logo (its largest paint, a background
        // image) is asked for at once, last in <head>, rather than behind the page's code.
        const withScript = replaceOnce(html, /\s*<script type="module"/, (m) => `\n    <script>${preloadScript}</script>${m}`, 'module script');
        const fallback = replaceOnce(
          withScript,
          /<\/head>/,
          () => `<link rel="preload" href="${BOOT_LOGO}" as="image" fetchpriority="high">\n  </head>`,
          '</head>',
        );
        this.emitFile({ type: 'asset', fileName: SPA_FALLBACK_FILE, source: fallback });
        hashes.scriptHashes.push(cspHash(preloadScript));

        for (const shell of prerender.SHELLS) {
          const { html: markup, modules, startFailed } = await prerender.renderShell(shell.path);
          const chunks = chunksOf(shell.route);
          const skip = new Set([entry.fileName]);
          // The page's chunks' stylesheets and the frame's (the shell shows the whole frame: FRAME_SOURCE):
          // inline here; the head script links them early (the app would, later).
          const pageCss = pageCssOf(bundle, [...chunks, ...modulesChunks([FRAME_SOURCE])], skip, entryCss);
          const css = [...entryCss, ...pageCss].map(cssText).join('\n');
          // The code the take-over waits for besides the entry: the route's chunks, its texts, the api validation.
          const preload = new Set<string>();
          for (const chunk of [...chunks, ...modulesChunks(modules)]) jsOf(bundle, chunk, skip, preload);
          // The answers index.html preloads for the app go with its code (the head script asks).
          const fetches = [...html.matchAll(FETCH_PRELOAD)].map((m) => m[1] as string);
          const script = prerender.headScript({
            entry: `/${entry.fileName}`,
            modules: [...preload].map((f) => `/${f}`),
            styles: pageCss.map((f) => `/${f}`),
            fetches,
            page: shell.page,
            send: shell.send,
          });

          let page = html;
          page = replaceOnce(page, /<html lang="[^"]*">/, () => `<html lang="${prerender.SHELL_LANG}">`, '<html lang>');
          // The head script asks for the entry (after the first paint), and for these with it.
          page = replaceOnce(page, /\s*<script type="module"[^>]*><\/script>/, () => '', 'module script');
          page = page.replace(FETCH_PRELOAD, '');
          for (const [i, file] of entryCss.entries()) {
            const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(file)}"[^>]*>`);
            // The script after the style: it starts loading the style's fonts.
            page = replaceOnce(page, link, () => (i === 0 ? `<style>${css}</style>\n    <script>${script}</script>` : ''), `link to ${file}`);
          }
          page = replaceOnce(
            page,
            /<div id="root">(<div id="boot"[^>]*>[\s\S]*?<\/div>)<\/div>/,
            // The alert the head script shows in a queued form if the app's code cannot be had: inert until then.
            (_m, boot) => `<div id="root">${boot}${markup}</div>${startFailed ? `<template id="${START_FAILED_TEMPLATE}">${startFailed}</template>` : ''}`,
            '#root with #boot',
          );
          this.emitFile({ type: 'asset', fileName: shell.file, source: page });
          hashes.styleHashes.push(cspHash(css));
          hashes.scriptHashes.push(cspHash(script));
        }
      } finally {
        await dispose();
      }
      // The front door's policy takes them from there (both servers: scripts/frontdoor/, serverFiles()).
      const inputs: BuildInputs = { styleHashes: [...new Set(hashes.styleHashes)], scriptHashes: [...new Set(hashes.scriptHashes)] };
      this.emitFile({ type: 'asset', fileName: BUILD_INPUTS_FILE, source: `${JSON.stringify(inputs, null, 2)}\n` });
    },
  };
}

/**
 * app.html's inline script (src/firstPaint/routePreloadScript.ts) with the map of every page
 * without a prerendered one (a file route's page, vite/routePreloads.ts): the scripts and
 * stylesheets of its routes (its layouts' and its own chunks, their static imports, the api
 * validation), its Lao texts' chunks, and the API answers its first render waits for
 * (prerender's fetchesOf); the entry's own files are left out (app.html links them).
 */
async function routePreloads(
  root: string,
  prerender: PrerenderModule,
  output: {
    bundle: Rolldown.OutputBundle;
    entry: Rolldown.OutputChunk;
    entryCss: string[];
    chunksOf: (source: string) => Rolldown.OutputChunk[];
    modulesChunks: (sources: readonly string[]) => Rolldown.OutputChunk[];
    shells: readonly string[];
    /** The answers app.html preloads for every page already. */
    preloaded: readonly string[];
  },
): Promise<string> {
  const { bundle, entry, entryCss, chunksOf, modulesChunks, shells, preloaded } = output;
  const files = (await readdir(resolve(root, ROUTES_DIR), { recursive: true })).filter(isRouteFile);
  const routes = files.map((file) => ({ ...routePattern(file.split('\\').join('/')), chunks: chunksOf(`${ROUTES_DIR}/${file}`) }));
  const list: string[] = [];
  const index = (file: string) => {
    const at = list.indexOf(file);
    return at >= 0 ? at : list.push(file) - 1;
  };
  const skip = new Set([entry.fileName]);
  const pages: RoutePreload[] = [];
  for (const page of byPrecedence(routes)) {
    if (page.layout || shells.includes(page.example)) continue;
    // The page and its layouts (another page's pattern may match too: a parameter's sibling).
    const chunks = routes.filter((route) => route === page || (route.layout && new RegExp(route.pattern).test(page.example))).flatMap((route) => route.chunks);
    const { modules, lao } = prerender.modulesOf(page.example);
    const js = new Set<string>();
    for (const chunk of [...chunks, ...modulesChunks(modules)]) jsOf(bundle, chunk, skip, js);
    const css = pageCssOf(bundle, chunks, skip, entryCss);
    const texts = new Set<string>();
    for (const chunk of modulesChunks(lao)) jsOf(bundle, chunk, new Set([...skip, ...js]), texts);
    // Its answers, but those of the example's parameter value (only the player's own link knows it).
    const fetches = (await prerender.fetchesOf(page.example)).filter((url) => !preloaded.includes(url) && !/[/=]x(?:[/?&]|$)/.test(url));
    pages.push([page.pattern, [...js, ...css].map((f) => index(`/${f}`)), [...texts].map((f) => index(`/${f}`)), fetches.map(index)]);
  }
  return prerender.routePreloadScript(list, pages);
}

/**
 * Builds src/prerender.tsx for Node (everything bundled, production mode) and loads it;
 * `dispose` removes the build (after rendering: it loads chunks of its own, the Lao texts).
 */
async function buildPrerender(root: string, plugins: () => PluginOption[]): Promise<{ prerender: PrerenderModule; dispose: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'dokkham-prerender-'));
  const dispose = () => rm(outDir, { recursive: true, force: true });
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: plugins(),
      // Workspace packages are TypeScript with .css.ts styles: bundle everything.
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender.tsx',
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const prerender = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
    return { prerender, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
