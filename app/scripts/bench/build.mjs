// The production build every other job measures: `vite build` with its manifest
// (dist/.vite/manifest.json, see vite.config.ts), reused when it is newer than everything it is
// built from, because a build costs about a minute of this machine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP, DIST, ROOT } from './config.mjs';
import { gz, run } from './util.mjs';

const MANIFEST = join(DIST, '.vite', 'manifest.json');

/** What the build depends on, relative to the repository root. */
const SOURCES = ['app/src', 'app/index.html', 'app/vite.config.ts', 'app/vite', 'app/public', 'packages', 'pnpm-lock.yaml'];

/** Newest modification time of what the build depends on. */
function newestSource() {
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
  SOURCES.map((p) => join(ROOT, p)).forEach(walk);
  return newest;
}

/** Builds the app unless dist/ is newer than its sources (`force` rebuilds anyway). Rejects when the build fails. */
export async function ensureBuild({ force = false } = {}) {
  if (!force && existsSync(MANIFEST) && statSync(MANIFEST).mtimeMs > newestSource()) {
    console.info('dist/ is newer than the sources: reusing it (--build to rebuild).');
    return;
  }
  console.info('Building the app (vite build) ...');
  await run('pnpm', ['exec', 'vite', 'build'], { cwd: APP });
}

/** The build's Vite manifest: source key -> { file, imports, css, isEntry, isDynamicEntry, ... }. */
export const readManifest = () => JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** A gzip sizer of files under dist/, each file compressed once. */
export function distSizer() {
  const sizeOf = new Map();
  return (file) => {
    if (!sizeOf.has(file)) sizeOf.set(file, gz(readFileSync(join(DIST, file))));
    return sizeOf.get(file);
  };
}
