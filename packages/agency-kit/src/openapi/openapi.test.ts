import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import { ERROR_PARAMS, ERROR_STATUS } from '@dokkham/api/errorCodes';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodesOf, OPENAPI_PATH, renderOpenApi } from './index';

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any

const names = Object.keys(endpoints) as EndpointName[];
const committed = readFileSync(OPENAPI_PATH, 'utf8');
const doc = JSON.parse(committed) as Json;
const operation = (name: EndpointName): Json => {
  const e = endpoints[name];
  return doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()] ?? {};
};

describe('packages/api/openapi.json', () => {
  let fresh = '';
  beforeAll(async () => {
    fresh = await renderOpenApi();
  });

  it('is up to date with the contract (run `pnpm contract`)', () => {
    expect(committed === fresh, 'openapi.json is stale: run `pnpm contract` and commit it').toBe(true);
  });

  it('is valid OpenAPI 3.1 (swagger-parser: the document and every $ref)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(doc) as never)) as Json;
    expect(api.openapi).toBe('3.1.0');
  });

  it('the validator can fail: a broken document is refused', async () => {
    const broken = structuredClone(doc);
    broken.paths['/v2/agency/info'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Nothing' };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/Nothing/);
  });

  it.each(names)('%s: method, path, session, headers and every error code with its status and params', (name) => {
    const e = endpoints[name];
    const op = operation(name);
    expect(op.operationId).toBe(name);
    expect(op.security).toEqual(e.session ? [{ session: [] }] : []);
    const headers = (op.parameters ?? []).filter((p: Json) => p.in === 'header').map((p: Json) => p.name);
    expect(headers.includes('Idempotency-Key')).toBe(e.idempotent);
    const pathParams = (op.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name);
    expect(pathParams).toEqual([...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
    expect(Object.keys(op.responses)).toContain(String(e.status));
    expect(Boolean(op.requestBody)).toBe(Boolean(e.body));
    for (const code of errorCodesOf(name)) {
      const response = op.responses[String(ERROR_STATUS[code])];
      expect(response?.description, `${code} under ${ERROR_STATUS[code]}`).toContain(`\`${code}\``);
      const component = doc.components.schemas[`Error.${code}`];
      expect(component.properties.code).toEqual({ const: code });
      expect(component.properties.params?.required ?? []).toEqual(Object.keys(ERROR_PARAMS[code] ?? {}));
    }
    // Own codes, plus UNAUTHORIZED with a session: nothing listed that the endpoint does not declare.
    expect(e.errors.every((code) => errorCodesOf(name).includes(code))).toBe(true);
  });

  it('says how to send the session: an HttpOnly cookie', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'dk_session' });
  });

  it('every example fits the JSON Schema it illustrates (Ajv, JSON Schema 2020-12)', () => {
    expect(exampleProblems(doc)).toEqual([]);
  });

  it('the example check can fail: a credit as a number is refused', () => {
    const broken = structuredClone(doc);
    broken.paths['/v2/players/credits/{provider}'].get.responses['200'].content['application/json'].examples.mock.value.credit.amount = 3400;
    expect(exampleProblems(broken)).toEqual([expect.stringMatching(/GET \/v2\/players\/credits\/\{provider\} 200 mock: .*amount must be string/)]);
  });
});

/** A schema of the document, its component refs pointing into the schema Ajv holds as "doc". */
function rebase(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
}

/**
 * Every example of the document checked against the schema beside it, as an agency's own tooling
 * would read the document (Ajv, JSON Schema 2020-12, refs into the components).
 */
function exampleProblems(document: Json): string[] {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: 'doc', components: document.components } as never);
  const problems: string[] = [];
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const check = (where: string, schema: Json, value: unknown) => {
    const key = JSON.stringify(rebase(schema));
    const validate = compiled.get(key) ?? ajv.compile(JSON.parse(key) as Json);
    compiled.set(key, validate);
    if (!validate(value)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  };
  for (const [path, methods] of Object.entries(document.paths as Json))
    for (const [method, op] of Object.entries(methods as Json)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) if (p.example !== undefined) check(`${where} ${p.name}`, p.schema, p.example);
      const body = op.requestBody?.content['application/json'];
      for (const [k, ex] of Object.entries((body?.examples ?? {}) as Json)) check(`${where} body ${k}`, body.schema, ex.value);
      for (const [status, r] of Object.entries(op.responses as Json)) {
        const content = r.content['application/json'];
        for (const [k, ex] of Object.entries((content.examples ?? {}) as Json)) check(`${where} ${status} ${k}`, content.schema, ex.value);
      }
    }
  return problems;
}
