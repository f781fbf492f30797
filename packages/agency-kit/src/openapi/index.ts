/** `@dokkham/agency-kit/openapi`: openapi.json of the contract (see document.ts, examples.ts). */
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './document';
import { harvestExamples } from './examples';

export { buildOpenApi, errorCodesOf } from './document';
export { harvestExamples, type Examples } from './examples';

/** Where the document is committed: beside the contract it describes. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../api/openapi.json', import.meta.url));

/** The document as committed: pretty JSON with a final newline, so diffs read well. */
export async function renderOpenApi(): Promise<string> {
  return `${JSON.stringify(buildOpenApi(await harvestExamples()), null, 2)}\n`;
}
