// What "precompressed" means for both servers (scripts/server.mjs, deploy/nginx.conf send a file's
// .br or .gz when it exists): the app's build (vite.config.ts) and the bench's floor pages write
// them with this one rule.
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** Text files worth compressing; smaller than MIN_BYTES they are sent as they are. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `file`.br and `file`.gz (best compression: once per build, sent many times) when the rule says so. */
export async function precompressFile(file) {
  if (!COMPRESSIBLE.test(file)) return;
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  await Promise.all([
    br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).then((out) => writeFile(`${file}.br`, out)),
    gz(data, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
  ]);
}
