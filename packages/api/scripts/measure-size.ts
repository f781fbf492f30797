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
  'client + schemas (createApiClient, endpoints)': `export { createApiClient, ApiError } from '${src}client.ts';`,
};

async function gzipSize(code: string, full: boolean): Promise<number> {
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
  let total = 0;
  for (const output of outputs)
    for (const chunk of output.output) if (chunk.type === 'chunk') total += gzipSync(chunk.code, { level: 9 }).length;
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
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
