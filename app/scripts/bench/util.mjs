// Small helpers shared by the jobs: running a command, and gzip sizes as the server sends them.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';

/** Gzip size in bytes at level 9: what scripts/serve.mjs sends precompressed. */
export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Runs a command; resolves to its stdout, rejects with the tail of its stderr. */
export function run(cmd, args, options = {}) {
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
