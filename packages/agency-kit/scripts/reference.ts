/**
 * `pnpm api-reference`: writes the API reference page (packages/agency-kit/dist/api-reference.html)
 * from the committed packages/api/openapi.json and prints where it is. One file, no network needed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OPENAPI_PATH } from '../src/openapi';
import { renderReferencePage } from '../src/reference/page';

const out = fileURLToPath(new URL('../dist/api-reference.html', import.meta.url));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, renderReferencePage(JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as object));
console.info(`API reference: ${pathToFileURL(out).href}`);
