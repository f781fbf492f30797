/**
 * The contract as an OpenAPI 3.1 document, built from `endpoints` (packages/api) and nothing else:
 * every endpoint's method, path, params, query, body, answer, error codes with their HTTP status and
 * params, the session cookie, the Idempotency-Key. Schemas are zod 4's own JSON Schema output
 * (`z.toJSONSchema`), one component per named schema of the contract (the names of the README's
 * contract table). Nothing here names an endpoint: a new endpoint appears by being in `endpoints`.
 *
 * JSON Schema is taken on the schemas' *input* side (`io: 'input'`) everywhere: what travels is what
 * the receiving side parses (the agency parses requests with these schemas, the app parses
 * answers), so defaults are optional fields and objects accept extra properties, as the parsers do.
 * What JSON Schema cannot say (a refinement, a value trimmed before it is checked) is said in the
 * property's description.
 */
import { schemaNames } from '@dokkham/api/contract';
import { endpointAreas, endpoints, ErrorBody, type EndpointName, type ErrorCode } from '@dokkham/api/schemas';
import { ERROR_PARAMS, ERROR_STATUS } from '@dokkham/api/errorCodes';
import * as z from 'zod/mini';
import { EXAMPLE_LIST_ITEMS, type Examples } from './examples';

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;
// zod's definitions are read generically (their exact types differ per schema kind).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any>;

const COMPONENTS = '#/components/schemas/';
const ref = (id: string) => ({ $ref: `${COMPONENTS}${id}` });
// oxlint-disable-next-line no-underscore-dangle -- checks expose their definition only on `_zod`
const def = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Codes every endpoint may answer besides its own: the contract table's rule. */
const VALIDATION: ErrorCode = 'VALIDATION_ERROR';
const INTERNAL: ErrorCode = 'INTERNAL_ERROR';

/** What JSON Schema cannot express, said in words (refinements, trimming). */
function unexpressed(schema: Schema): string | undefined {
  const checks = ((def(schema).checks ?? []) as Schema[]).map((c) => def(c));
  const notes: string[] = [];
  if (checks.some((c) => c.check === 'overwrite')) notes.push('normalised (e.g. trimmed) before it is checked');
  for (const refinement of checks.filter((c) => c.check === 'custom')) {
    // A refinement's message is the app's i18n key (validation:currency.onlyLak): it names the rule.
    const issue = typeof refinement.error === 'function' ? (refinement.error as (i: unknown) => unknown)({}) : undefined;
    const message = typeof issue === 'string' ? issue : (issue as { message?: string } | undefined)?.message;
    notes.push(`also refused by a rule JSON Schema cannot express${message ? ` (${message})` : ''}`);
  }
  return notes.length ? `${notes.join('; ')}.` : undefined;
}

function strip(json: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = json;
  return rest;
}

interface Converted {
  components: Record<string, Json>;
  /** JSON Schema of a schema: a $ref for a named one, else inline. */
  of(schema: Schema): Json;
}

/** One zod registry holds every named schema and the inline pieces the document needs. */
function convert(inline: Schema[]): Converted {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of schemaNames) registry.add(schema as never, { id: name });
  const inlineIds = new Map<Schema, string>();
  for (const s of inline) {
    if (schemaNames.has(s) || inlineIds.has(s)) continue;
    const id = `__inline${inlineIds.size}`;
    inlineIds.set(s, id);
    registry.add(s as never, { id });
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `${COMPONENTS}${id}`,
    // Nothing in the contract is unrepresentable today; if something becomes so, the test's
    // validation of every example against its schema shows what "any" let through.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const note = unexpressed(zodSchema as Schema);
      if (note) jsonSchema.description = jsonSchema.description ? `${jsonSchema.description} ${note}` : note;
    },
  });
  const all = Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, strip(s as Json)]));
  return {
    components: Object.fromEntries(Object.entries(all).filter(([id]) => !id.startsWith('__inline'))),
    of: (schema) => {
      const name = schemaNames.get(schema);
      if (name) return ref(name);
      const id = inlineIds.get(schema);
      if (!id || !all[id]) throw new Error('schema was not converted');
      return all[id];
    },
  };
}

function shapeOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const d = def(schema);
  if (d.type !== 'object') throw new Error('params and query schemas must be objects');
  return d.shape as Record<string, Schema>;
}

const isOptional = (s: Schema) => ['optional', 'default', 'prefault'].includes(def(s).type as string);

/** The components an object refers to, and the ones they refer to. */
function referenced(root: unknown, components: Record<string, Json>): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENTS)) {
          const id = v.slice(COMPONENTS.length);
          if (!seen.has(id)) {
            seen.add(id);
            walk(components[id]);
          }
        } else walk(v);
      }
    }
  };
  walk(root);
  return seen;
}

/** The ErrorBody of one code: its code, and its params when it has some. */
function errorComponent(code: ErrorCode): Json {
  const params = ERROR_PARAMS[code];
  const paramsSchema = params && {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(params).map(([k, p]) => [k, { type: typeof p.example === 'number' ? 'integer' : 'string', description: p.description }]),
    ),
    required: Object.keys(params),
  };
  return {
    title: code,
    description: `${code}: HTTP ${ERROR_STATUS[code]}.${params ? ` Carries params ${Object.keys(params).join(', ')} (the app's message shows them).` : ''}`,
    allOf: [ref('ErrorBody')],
    properties: { code: { const: code }, ...(paramsSchema ? { params: paramsSchema } : {}) },
    required: ['code', 'message', ...(params ? ['params'] : [])],
  };
}

const errorId = (code: ErrorCode) => `Error.${code}`;

const IDEMPOTENCY = [
  'Money: send an `Idempotency-Key` (one per intent, at most 255 characters; missing: 400 `VALIDATION_ERROR`).',
  'The same key with the same body is answered with the first answer again, marked `Idempotent-Replayed: true`, without acting twice;',
  'the same key with another body: 422 `IDEMPOTENCY_KEY_REUSED`.',
  'Only successes are remembered: a refused request changed nothing, and the same request sent again is judged again.',
].join(' ');

function sessionText(name: EndpointName): string {
  const e = endpoints[name];
  if (!e.session) return 'Public: no session needed.';
  return e.redirectOn401
    ? 'Needs the session cookie. Without one: 401 `UNAUTHORIZED`, and the app sends the player to the login page.'
    : 'Needs the session cookie. A 401 `UNAUTHORIZED` here only means "signed out" to the app (no redirect).';
}

/** Every error code of an endpoint: its own, UNAUTHORIZED with a session, VALIDATION_ERROR with input, INTERNAL_ERROR. */
export function errorCodesOf(name: EndpointName): ErrorCode[] {
  const e = endpoints[name];
  const codes = new Set<ErrorCode>(e.errors);
  if (e.session) codes.add('UNAUTHORIZED');
  if (e.params || e.query || e.body || e.idempotent) codes.add(VALIDATION);
  codes.add(INTERNAL);
  return [...codes];
}

export interface OpenApiOptions {
  /** Where the mock server listens by default: the document's server example. */
  mockOrigin?: string;
}

/** The OpenAPI 3.1 document of the contract. */
export function buildOpenApi(examples: Examples, options: OpenApiOptions = {}): Json {
  const names = Object.keys(endpoints) as EndpointName[];
  // Parameters are described one by one, their optionality and default beside the schema.
  const unwrap = (s: Schema): Schema => (isOptional(s) && !schemaNames.has(s) ? unwrap(def(s).innerType as Schema) : s);
  const inline = names.flatMap((n) => [...Object.values(shapeOf(endpoints[n].params)), ...Object.values(shapeOf(endpoints[n].query))].map(unwrap));
  for (const n of names) for (const part of ['body', 'response'] as const) if (endpoints[n][part]) inline.push(endpoints[n][part] as Schema);
  inline.push(ErrorBody);
  const converted = convert(inline);

  const areaOf = (name: EndpointName) => Object.keys(endpointAreas).find((a) => name in (endpointAreas[a] ?? {})) ?? 'other';
  const usedCodes = new Set<ErrorCode>();
  const paths: Record<string, Record<string, Json>> = {};

  for (const name of names) {
    const e = endpoints[name];
    const example = e.examples.ok ?? {};
    const answer = examples.ok[name];
    const parameters: Json[] = [];
    for (const [key, s] of Object.entries(shapeOf(e.params)))
      parameters.push({ name: key, in: 'path', required: true, schema: converted.of(unwrap(s)), example: example.params?.[key] });
    for (const [key, s] of Object.entries(shapeOf(e.query))) {
      const d = def(s);
      const schema = { ...converted.of(unwrap(s)), ...(d.defaultValue !== undefined ? { default: d.defaultValue } : {}) };
      parameters.push({ name: key, in: 'query', required: !isOptional(s), schema, example: example.query?.[key] });
    }
    if (e.idempotent)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'One key per intent (a UUID): the same key and body are never acted on twice.',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        example: '9b2f6c1e-4a0d-4a8e-9c55-2f1d7e3b6a10',
      });
    const body = e.body ? def(e.body) : undefined;
    const fingerprint = body?.type === 'object' && (body.shape as Record<string, Schema>).fingerprint;
    if (fingerprint && def(unwrap(fingerprint)).type === 'string')
      parameters.push({
        name: 'X-Fingerprint',
        in: 'header',
        required: true,
        description: "The same value as the body's `fingerprint` (the app sends both).",
        schema: { type: 'string' },
        example: (example.body as { fingerprint?: string } | undefined)?.fingerprint,
      });

    const responses: Record<string, Json> = {};
    const headers: Json = {};
    if (answer.setCookie.length)
      headers['Set-Cookie'] = {
        description: 'The session cookie (HttpOnly): set by a login, cleared by a logout.',
        schema: { type: 'string' },
        example: answer.setCookie[0],
      };
    if (e.idempotent)
      headers['Idempotent-Replayed'] = {
        description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
        schema: { type: 'string', enum: ['true'] },
      };
    responses[String(e.status)] = {
      description: 'Success.',
      ...(Object.keys(headers).length ? { headers } : {}),
      content: {
        'application/json': {
          schema: converted.of(e.response as Schema),
          examples: { mock: { summary: "The mock backend's answer (its seed)", value: answer.body } },
        },
      },
    };

    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of errorCodesOf(name)) {
      usedCodes.add(code);
      byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
      const errorExamples = Object.fromEntries(
        codes.map((code) => [
          code,
          { summary: code, value: code === VALIDATION && examples.invalid[name] ? examples.invalid[name] : examples.error(code) },
        ]),
      );
      responses[String(status)] = {
        description: codes.map((c) => `\`${c}\``).join(', '),
        ...(status === ERROR_STATUS.TOO_MANY_REQUESTS
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
        content: {
          'application/json': {
            schema: codes.length === 1 ? ref(errorId(codes[0] as ErrorCode)) : { oneOf: codes.map((c) => ref(errorId(c))) },
            examples: errorExamples,
          },
        },
      };
    }

    const description = [sessionText(name), e.idempotent ? IDEMPOTENCY : undefined].filter(Boolean).join('\n\n');
    paths[toOpenApiPath(e.path)] ??= {};
    (paths[toOpenApiPath(e.path)] as Record<string, Json>)[e.method.toLowerCase()] = {
      operationId: name,
      tags: [areaOf(name)],
      summary: e.summary,
      description,
      security: e.session ? [{ session: [] }] : [],
      ...(parameters.length ? { parameters: parameters.map(dropUndefined) } : {}),
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: converted.of(e.body as Schema),
                  ...(example.body !== undefined ? { examples: { example: { value: example.body } } } : {}),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }

  const errorComponents = Object.fromEntries([...usedCodes].sort().map((code) => [errorId(code), errorComponent(code)]));
  const all = { ...converted.components, ...errorComponents };
  const used = referenced({ paths, errorComponents }, all);
  const components = Object.fromEntries(Object.entries(all).filter(([id]) => used.has(id)).sort(([a], [b]) => a.localeCompare(b)));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Dokkham agency API',
      version: 'v2',
      description: infoText(examples),
    },
    servers: [
      {
        url: '{origin}/api',
        description: "The agency API. `origin` is what Dokkham's API_URL takes (the mock server's by default); the API answers under /api.",
        variables: { origin: { default: options.mockOrigin ?? 'http://127.0.0.1:8787' } },
      },
    ],
    tags: Object.keys(endpointAreas).map((area) => ({ name: area, 'x-displayName': area.charAt(0).toUpperCase() + area.slice(1) })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: examples.sessionCookie,
          description:
            'The HttpOnly session cookie a login sets (any name: the browser sends it back; the mock names it ' +
            `\`${examples.sessionCookie}\`). The app sends credentials with every call.`,
        },
      },
    },
  };
}

function infoText(examples: Examples): string {
  return [
    "The API an agency runs behind Dokkham, generated from Dokkham's zod contract (packages/api) by `pnpm contract`: do not edit by hand.",
    '',
    '- JSON in and out. Money travels as decimal strings (`Decimal`), never as numbers.',
    `- Session: a login sets an HttpOnly cookie (the mock's is \`${examples.sessionCookie}\`); every session endpoint answers 401 \`UNAUTHORIZED\` without it.`,
    '- Errors: every non-2xx answer is an `ErrorBody` `{ code, message, params?, fields? }` with the HTTP status of its code (listed with each endpoint). `VALIDATION_ERROR` (400) names the invalid request fields in `fields`; any 5xx is read as `INTERNAL_ERROR`.',
    '- Money endpoints (deposit, withdrawal, promotion use) take an `Idempotency-Key`.',
    `- Examples are the answers of Dokkham's mock backend (its seed, clock frozen at 2025-03-14 09:30 Vientiane); lists are cut to their first ${EXAMPLE_LIST_ITEMS} items.`,
    '',
    'Check an API against this contract with `pnpm conformance --api <origin> --username <test player> --password <password>` (packages/agency-kit/README.md).',
  ].join('\n');
}

function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function dropUndefined(o: Json): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
