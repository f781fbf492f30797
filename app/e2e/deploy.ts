import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Vite's command line (its package exports no bin path to resolve). */
const VITE = join(APP_DIR, 'node_modules/vite/bin/vite.js');

/** The files of a build a test looks at, from its Vite manifest (dist-relative). */
export interface BuildFiles {
  entry: string;
  login: string;
  /** The deposit page's component chunk and its own stylesheets. */
  deposit: { file: string; css: string[] };
}

export function buildFiles(distDir: string): BuildFiles {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
  const chunk = (source: string) => Object.entries(manifest).find(([src]) => src.startsWith(`${source}?tsr-split`))?.[1];
  const entry = Object.values(manifest).find((c) => c.isEntry)?.file;
  const login = chunk('src/routes/login/index.tsx')?.file;
  const deposit = chunk('src/routes/player/deposit/index.tsx');
  if (!entry || !login || !deposit) throw new Error(`${distDir}: no entry, login or deposit chunk in the Vite manifest`);
  return { entry, login, deposit: { file: deposit.file, css: deposit.css ?? [] } };
}

/**
 * The next deploy, built for real into `outDir` (a production build, service worker and all): the
 * same sources with another support contact (VITE_SUPPORT_WHATSAPP_URL, a setting an operator
 * changes between deploys). It lands in the entry, so the entry and every chunk that imports it (the
 * login route's among them) get new hashed names, as in any deploy that changes code.
 */
export async function buildNextVersion(outDir: string): Promise<BuildFiles> {
  await promisify(execFile)(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: APP_DIR,
    env: { ...process.env, VITE_SUPPORT_WHATSAPP_URL: 'https://wa.me/8562099999999' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return buildFiles(outDir);
}
