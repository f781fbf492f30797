/// <reference types="node" />
/**
 * Vite plugin: the translation files of th, cn and vn (and lo) at /locales/{lng}/{ns}.json, from
 * the one source in packages/i18n/locales. Dev and Storybook: served from the source, reloading
 * the page when a file changes. Build: emitted (minified) into the output. A content hash of all
 * files is defined as import.meta.env.DOKKHAM_LOCALES_VERSION and added to each URL, so a deploy
 * with new texts is never served from a stale cache.
 *
 *   // vite.config.ts
 *   import { i18nLocales } from '@dokkham/i18n/vite';
 *   plugins: [i18nLocales()]
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The source files: locales/{lng}/{ns}.json. */
export const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));

export interface I18nLocalesOptions {
  /** Minify the emitted JSON. Default true. */
  minify?: boolean;
  /** Source directory (tests). */
  dir?: string;
}

const NAME = /^[a-z]{2}$/;
const NS = /^[A-Za-z]+$/;

/** Every locale file as 'lng/ns' -> text, sorted. */
export function readLocaleFiles(dir: string = LOCALES_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const lng of readdirSync(dir).sort()) {
    if (!NAME.test(lng) || !statSync(join(dir, lng)).isDirectory()) continue;
    for (const file of readdirSync(join(dir, lng)).sort()) {
      const ns = file.replace(/\.json$/, '');
      if (file.endsWith('.json') && NS.test(ns)) files.set(`${lng}/${ns}`, readFileSync(join(dir, lng, file), 'utf8'));
    }
  }
  return files;
}

export function localesVersion(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(`${name}\n${text}\n`);
  return hash.digest('hex').slice(0, 12);
}

export function i18nLocales(options: I18nLocalesOptions = {}): Plugin {
  const dir = options.dir ?? LOCALES_DIR;
  const minify = options.minify ?? true;
  let base = '/';
  return {
    name: 'dokkham-i18n-locales',
    config() {
      return { define: { 'import.meta.env.DOKKHAM_LOCALES_VERSION': JSON.stringify(localesVersion(readLocaleFiles(dir))) } };
    },
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = localeFileOf(req.url ?? '', base, dir);
        if (!file) return next();
        try {
          const text = readFileSync(file, 'utf8');
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(text);
        } catch {
          next();
        }
      });
      // Lao is imported by the code and hot-updated by Vite; the fetched files need a reload.
      server.watcher.add(dir);
      server.watcher.on('change', (path) => {
        if (!relative(dir, path).startsWith('..') && path.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
    },
    generateBundle() {
      for (const [name, text] of readLocaleFiles(dir)) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${name}.json`,
          source: minify ? JSON.stringify(JSON.parse(text)) : text,
        });
      }
    },
  };
}

/** The source file a request asks for, or undefined. Module imports (?import) are Vite's own. */
export function localeFileOf(url: string, base: string, dir: string = LOCALES_DIR): string | undefined {
  const [path = '', query = ''] = url.split('?');
  if (/(^|&)(import|raw|url)(&|=|$)/.test(query)) return undefined;
  const prefix = [base, '/'].find((p) => path.startsWith(`${p}locales/`));
  if (prefix === undefined) return undefined;
  const [lng = '', file = '', ...rest] = path.slice(prefix.length + 'locales/'.length).split('/');
  const ns = file.replace(/\.json$/, '');
  if (rest.length > 0 || !NAME.test(lng) || !file.endsWith('.json') || !NS.test(ns)) return undefined;
  return join(dir, lng, `${ns}.json`).split('/').join(sep);
}

export default i18nLocales;
