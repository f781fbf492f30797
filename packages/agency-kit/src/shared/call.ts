/**
 * How a call of the contract is put on the wire, as the app's client does it (packages/api
 * client.ts): path params, query, JSON body, Idempotency-Key, register's X-Fingerprint. Shared by
 * the example harvest and the conformance check.
 */
import { endpoints, type EndpointName } from '@dokkham/api/schemas';

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  /** A value is sent as JSON; a string in `raw` is sent as it is (malformed JSON). */
  body?: unknown;
  raw?: string;
}

export function pathWith(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
}

/** The URL of a call under an API base (e.g. http://127.0.0.1:8787/api). */
export function urlOf(base: string, name: EndpointName, input: CallInput): URL {
  const url = new URL(`${base.replace(/\/$/, '')}${pathWith(endpoints[name].path, input.params)}`);
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, String(v));
  return url;
}

/** The headers the app sends with a call: JSON, the Idempotency-Key, register's X-Fingerprint. */
export function callHeaders(name: EndpointName, input: CallInput, idempotencyKey: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.body !== undefined || input.raw !== undefined) headers['Content-Type'] = 'application/json';
  if (endpoints[name].idempotent && idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
  const fingerprint = (input.body as { fingerprint?: unknown } | undefined)?.fingerprint;
  if (typeof fingerprint === 'string') headers['X-Fingerprint'] = fingerprint;
  return headers;
}

export function bodyOf(input: CallInput): string | undefined {
  return input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
}
