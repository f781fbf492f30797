/**
 * What an answer must be, and the precise differences when it is not: a path in the answer, what
 * the contract expects there, what came. Answers are judged with the contract's own zod schemas
 * (the app parses them the same way), error bodies with ErrorBody and ERROR_STATUS.
 */
import { endpoints, ErrorBody, type EndpointName, type ErrorCode } from '@dokkham/api/schemas';
import { ERROR_CODES, ERROR_PARAMS, ERROR_STATUS } from '@dokkham/api/errorCodes';
import * as z from 'zod/mini';

export interface Difference {
  /** Where: `status`, `body.credit.amount`, `header Idempotent-Replayed` ... */
  path: string;
  expected: string;
  got: string;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when it is not JSON (`json: false`). */
  body: unknown;
  json: boolean;
  headers: Headers;
}

type Schema = z.core.$ZodType;
const MAX_SHOWN = 80;

/** A value as the report shows it: JSON, cut short. */
export function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = typeof value === 'string' && value.length > MAX_SHOWN ? JSON.stringify(value.slice(0, MAX_SHOWN)) + '…' : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

export function pathText(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), prefix);
}

/** What a zod issue asked for, in words. */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `a string matching ${String(issue.pattern)}` : `a ${issue.format} string`;
    case 'too_small':
      return `${issue.origin === 'string' ? 'length ' : ''}${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin === 'string' ? 'length ' : ''}${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)}`;
    case 'invalid_union': {
      const options = issue.errors.map((branch) => (branch[0] ? expectation(branch[0]) : 'another shape'));
      return [...new Set(options)].join(' or ');
    }
    case 'not_multiple_of':
      return `a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `no keys ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** The differences between a value and a schema (every issue zod finds). */
export function schemaDifferences(schema: Schema, value: unknown, prefix = 'body'): Difference[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const got = at(value, issue.path);
    return { path: pathText(prefix, issue.path), expected: expectation(issue), got: issue.code === 'invalid_type' ? typeOf(got) : shown(got) };
  });
}

function typeOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return `${typeof value} ${shown(value)}`;
}

/** A success of the endpoint: its status, and a body its response schema accepts. */
export function expectSuccess(name: EndpointName, answer: Answer): Difference[] {
  const e = endpoints[name];
  const differences: Difference[] = [];
  if (answer.status !== e.status) differences.push({ path: 'status', expected: String(e.status), got: statusText(answer) });
  if (!answer.json) return [...differences, { path: 'body', expected: 'JSON', got: shown(answer.body) }];
  if (answer.status !== e.status) return differences;
  return schemaDifferences(e.response as Schema, answer.body);
}

function statusText(answer: Answer): string {
  const code = answer.json ? (answer.body as { code?: unknown } | null)?.code : undefined;
  return typeof code === 'string' ? `${answer.status} ${code}` : String(answer.status);
}

export interface RefusalExpectation {
  /** The codes that answer it; any documented code of the endpoint when omitted. */
  codes?: readonly ErrorCode[];
  /** With VALIDATION_ERROR, `fields` must name this request field. */
  field?: string;
}

/** The codes an endpoint documents for a refusal of bad input (a 401 would send the player to the login page). */
export function refusalCodes(name: EndpointName): ErrorCode[] {
  return [...new Set<ErrorCode>(['VALIDATION_ERROR', ...endpoints[name].errors])].filter((c) => c !== 'UNAUTHORIZED' && ERROR_STATUS[c] < 500);
}

/**
 * A refusal: a 4xx whose body is an ErrorBody with one of the expected codes, under that code's
 * status, with the params the code documents; a VALIDATION_ERROR names the bad field.
 */
export function expectRefusal(name: EndpointName, answer: Answer, expected: RefusalExpectation = {}): Difference[] {
  const codes = expected.codes ?? refusalCodes(name);
  const wanted = `${codes.length === 1 ? '' : 'one of '}${codes.map((c) => `${ERROR_STATUS[c]} ${c}`).join(', ')}`;
  if (answer.status < 400 || answer.status >= 500) return [{ path: 'status', expected: wanted, got: statusText(answer) }];
  if (!answer.json) return [{ path: 'body', expected: `an ErrorBody (${wanted})`, got: shown(answer.body) }];
  const shape = schemaDifferences(ErrorBody, answer.body);
  if (shape.length) return shape;
  const body = answer.body as ErrorBody;
  if (!(codes as readonly string[]).includes(body.code)) {
    const known = (ERROR_CODES as readonly string[]).includes(body.code);
    return [{ path: 'body.code', expected: wanted, got: `${answer.status} ${body.code}${known ? '' : ' (not a code of the contract)'}` }];
  }
  const code = body.code as ErrorCode;
  const differences: Difference[] = [];
  if (answer.status !== ERROR_STATUS[code]) differences.push({ path: 'status', expected: `${ERROR_STATUS[code]} (the status of ${code})`, got: String(answer.status) });
  for (const param of Object.keys(ERROR_PARAMS[code] ?? {}))
    if (body.params?.[param] === undefined) differences.push({ path: `body.params.${param}`, expected: `present (${code} carries it)`, got: 'missing' });
  if (code === 'VALIDATION_ERROR' && expected.field !== undefined) {
    const paths = (body.fields ?? []).map((f) => f.path);
    const field = expected.field;
    if (!paths.some((p) => p === field || p.startsWith(`${field}.`) || p.startsWith(`${field}[`)))
      differences.push({ path: 'body.fields[].path', expected: `names "${field}"`, got: shown(paths) });
  }
  return differences;
}
