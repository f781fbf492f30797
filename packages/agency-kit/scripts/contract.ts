/**
 * `pnpm contract`: regenerates what is generated from the contract: packages/api/openapi.json and
 * the contract table of packages/api/README.md. Tests fail while either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replaceContract } from '@dokkham/api/contract';
import { OPENAPI_PATH, renderOpenApi } from '../src/openapi';

function update(path: string, next: string): void {
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    // first run
  }
  if (before !== next) writeFileSync(path, next);
  console.info(`${before === next ? 'up to date' : 'written   '}  ${path}`);
}

const readme = fileURLToPath(new URL('../../api/README.md', import.meta.url));
update(readme, replaceContract(readFileSync(readme, 'utf8')));
update(OPENAPI_PATH, await renderOpenApi());
