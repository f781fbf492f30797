/**
 * Measures what the contract costs the browser: the gzip size of the schemas (and of the client,
 * which pulls them in) built with zod/mini as written, and the same schemas built against full zod
 * (zod/mini aliased to zod: the classic API also takes .check() and the functional helpers), with
 * Vite's production minifier. Run: `pnpm --filter @dokkham/api size`. Numbers go in README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const src = fileURLToPath(new URL('../src/', import.meta.url));
// Inside the package (node_modules/.cache) so that zod resolves from the scratch entry.
const cache = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'size-'));

const entries = {
  'zod/mini floor (one z.object parse)': `import * as z from 'zod/mini'; export const check = (v) => z.parse(z.object({ a: z.string() }), v);`,
  'schemas (every export kept)': `export * from '${src}schemas/index.ts';`,
  'client (createApiClient): its entry chunk / with the validation chunk it loads on the first call': `export { createApiClient, ApiError } from '${src}client.ts';`,
};

/** Gzip size of the entry chunk and of every chunk (lazy ones included). */
async function gzipSize(code: string, full: boolean): Promise<{ entry: number; total: number }> {
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, code);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: full ? { alias: [{ find: /^zod\/mini$/, replacement: 'zod' }] } : {},
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'out' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let first = 0;
  let total = 0;
  for (const output of outputs)
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      const size = gzipSync(chunk.code, { level: 9 }).length;
      total += size;
      if (chunk.isEntry) first += size;
    }
  return { entry: first, total };
}

const kb = ({ entry, total }: { entry: number; total: number }) =>
  entry === total ? `${(total / 1024).toFixed(1)} KB` : `${(entry / 1024).toFixed(1)} KB / ${(total / 1024).toFixed(1)} KB`;
try {
  console.info('| bundle | zod/mini | full zod |');
  console.info('|---|---|---|');
  for (const [label, code] of Object.entries(entries)) {
    const mini = await gzipSize(code, false);
    const full = await gzipSize(code, true);
    console.info(`| ${label} | ${kb(mini)} | ${kb(full)} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
