/**
 * Bad input for an endpoint, derived from its schemas: for each field of its params, query and body,
 * the field missing (when required), a value of the wrong type, and values the schema refuses (too
 * long, off the pattern, out of range, not in the enum). Each case changes one field of a base call
 * the schemas accept; the schema itself decides which candidate values are bad, so a new endpoint
 * gets its cases without a line here.
 *
 * Safe on money endpoints: their base is the endpoint's `examples.refused` call (refused by any
 * agency for another reason as well), and no candidate is a small or negative amount, so an agency
 * that wrongly accepted one bad field would still refuse the call.
 */
import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import * as z from 'zod/mini';
import type { CallInput } from '../shared/call';

type Schema = z.core.$ZodType;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any>;
// oxlint-disable-next-line no-underscore-dangle -- zod keeps a schema's definition on `_zod`
const def = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

export interface BadInputCase {
  /** Shown in the report: `body.amount = "not a number!"`, `body.mid missing`, `no body` ... */
  what: string;
  input: CallInput;
  /** The request field a VALIDATION_ERROR must name (undefined: any). */
  field?: string;
  /** Send without the Idempotency-Key. */
  withoutKey?: boolean;
}

type Part = 'params' | 'query' | 'body';

/** A huge amount (never a small or negative one): wrongly accepted, it is still more than any credit. */
const HUGE = '9999999999999';
/** Candidate string values, tried in order; the schema keeps those it refuses. */
const STRING_CANDIDATES = (max: number | undefined) => [
  '',
  'not valid !',
  `0${HUGE}`,
  `${HUGE}999999.999`,
  ...(max !== undefined ? ['9'.repeat(max + 1)] : []),
];

function unwrap(s: Schema): { schema: Schema; optional: boolean } {
  const d = def(s);
  if (['optional', 'default', 'prefault'].includes(d.type as string)) return { schema: unwrap(d.innerType as Schema).schema, optional: true };
  if (d.type === 'nullable') return unwrap(d.innerType as Schema);
  return { schema: s, optional: false };
}

function maxLength(s: Schema): number | undefined {
  const checks = ((def(s).checks ?? []) as Schema[]).map(def);
  const max = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum as number);
  return max.length ? Math.min(...max) : undefined;
}

function numberBounds(s: Schema): { min?: number; max?: number } {
  const checks = ((def(s).checks ?? []) as Schema[]).map(def);
  const min = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
  const max = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
  return { min, max };
}

/** Values of the wrong type for a schema (JSON bodies), and values it refuses. */
function candidates(s: Schema, part: Part): unknown[] {
  const d = def(s);
  const type = (part === 'body' ? d.type : undefined) as string | undefined;
  // Path params and query strings are text on the wire: only wrong text is possible there.
  if (part !== 'body') {
    if (d.type === 'number' || (d.type === 'pipe' && def(d.out as Schema).type === 'number')) {
      const inner = d.type === 'pipe' ? (d.out as Schema) : s;
      const { min, max } = numberBounds(inner);
      return ['not-a-number', '1.5', ...(min !== undefined ? [String(min - 1)] : []), ...(max !== undefined && max < Number.MAX_SAFE_INTEGER ? [String(max + 1)] : [])];
    }
    if (d.type === 'enum') return ['not-a-value'];
    // An empty path segment is another URL, not this endpoint with a bad param.
    return STRING_CANDIDATES(maxLength(s)).filter((v) => part !== 'params' || v !== '');
  }
  switch (type) {
    case 'string':
      return [Number(HUGE), ...STRING_CANDIDATES(maxLength(s))];
    case 'enum':
    case 'literal':
      return ['not-a-value', Number(HUGE)];
    case 'number':
      return ['not-a-number', Number(HUGE) * 1000, 1.5];
    case 'boolean':
      return ['yes'];
    case 'object':
    case 'array':
      return ['not an object'];
    case 'union':
      return [{ not: 'this' }];
    default:
      return [];
  }
}

function refused(schema: Schema, base: Record<string, unknown>, key: string, value: unknown): boolean {
  const result = z.safeParse(schema, { ...base, [key]: value });
  return !result.success && result.error.issues.some((i) => i.path[0] === key);
}

/** Every bad-input case of an endpoint (none when it takes no input). */
export function badInputCases(name: EndpointName, base: CallInput): BadInputCase[] {
  const e = endpoints[name];
  const cases: BadInputCase[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = e[part] as Schema | undefined;
    if (!schema || def(schema).type !== 'object') continue;
    const baseValue = { ...((base[part] as Record<string, unknown> | undefined) ?? {}) };
    const withValue = (key: string, value: unknown): CallInput => ({ ...base, [part]: { ...baseValue, [key]: value } });
    for (const [key, field] of Object.entries(def(schema).shape as Record<string, Schema>)) {
      const { schema: inner, optional } = unwrap(field);
      if (!optional && part !== 'params') {
        const { [key]: _, ...without } = baseValue;
        cases.push({ what: `${part}.${key} missing`, input: { ...base, [part]: without }, field: key });
      }
      const kept: unknown[] = [];
      for (const value of candidates(inner, part)) {
        if (kept.length >= 3) break;
        const sent = part === 'body' ? value : String(value);
        if (refused(schema, baseValue, key, sent)) kept.push(sent);
      }
      for (const value of kept) cases.push({ what: `${part}.${key} = ${describeValue(value)}`, input: withValue(key, value), field: key });
    }
  }
  if (e.body) {
    cases.push({ what: 'no body', input: { ...base, body: undefined } });
    cases.push({ what: 'a body that is not JSON', input: { ...base, body: undefined, raw: '{"oops": ' } });
  }
  if (e.idempotent) cases.push({ what: 'no Idempotency-Key', input: base, withoutKey: true });
  return cases;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string' && value.length > 24) return `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`;
  return JSON.stringify(value);
}

/** The call bad input is built on: the refused example, else the ok one, else nothing. */
export function baseCall(name: EndpointName): CallInput {
  const { refused: no, ok } = endpoints[name].examples;
  const call = no ?? ok ?? {};
  return { params: call.params, query: call.query, body: call.body };
}
