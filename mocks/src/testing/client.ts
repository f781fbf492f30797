/**
 * A test client for the mock backend: calls an endpoint of the contract by name through the msw
 * handlers (getResponse, no network) or over HTTP (fetch), keeps a cookie jar, and checks every
 * answer against the contract: the response schema on success, ErrorBody with a declared code
 * otherwise. Used by this package's tests; other packages may use it too.
 */
import { endpoints, ErrorBody, type EndpointName, type Endpoints, type ErrorCode } from '@dokkham/api/schemas';
import { getResponse } from 'msw';
import * as z from 'zod/mini';
import type { MockApi } from '../mockApi';

type Schema = z.core.$ZodType;
type In<S> = S extends Schema ? z.input<S> : never;
type Out<S> = S extends Schema ? z.output<S> : never;

export interface CallOptions<N extends EndpointName> {
  params?: In<Endpoints[N]['params']>;
  query?: In<Endpoints[N]['query']>;
  body?: In<Endpoints[N]['body']> | unknown;
  headers?: Record<string, string>;
  /** Sent as Idempotency-Key; idempotent endpoints get a fresh one unless given (null: none). */
  idempotencyKey?: string | null;
}

export type CallResult<N extends EndpointName> =
  | { ok: true; status: number; data: Out<Endpoints[N]['response']>; headers: Headers }
  | { ok: false; status: number; error: ErrorBody; headers: Headers };

/** Codes every endpoint may answer besides its own list. */
const ALWAYS: readonly string[] = ['VALIDATION_ERROR', 'INTERNAL_ERROR'];

export class ContractViolation extends Error {}

export function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
}

let keys = 0;

export interface TestClient {
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<CallResult<N>>;
  /** Like call, but throws unless it succeeded: returns the data. */
  ok<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<Out<Endpoints[N]['response']>>;
  /** Like call, but throws unless it failed: returns the error body and status. */
  fails<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<{ status: number; code: string; error: ErrorBody }>;
  /** A raw request to a path under the origin (mock-only endpoints, assets). */
  raw(method: string, path: string, body?: unknown): Promise<Response>;
  /** Raw Set-Cookie headers seen, newest last. */
  setCookies: string[];
  /** The cookie jar (name -> value). */
  cookies: Map<string, string>;
}

export interface TestClientOptions {
  /** Over the handlers of this mock (no network). */
  api?: MockApi;
  /** Or over HTTP to this origin, e.g. http://127.0.0.1:8787. */
  origin?: string;
  baseUrl?: string;
}

export function createTestClient(options: TestClientOptions): TestClient {
  const origin = options.origin ?? 'http://mock.test';
  const base = options.baseUrl ?? options.api?.baseUrl ?? '/api';
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];

  async function send(request: Request): Promise<Response> {
    if (cookies.size > 0) request.headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = options.api
      ? ((await getResponse(options.api.handlers, request)) ?? new Response('no handler', { status: 599 }))
      : await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  async function call<N extends EndpointName>(name: N, opts: CallOptions<N> = {}): Promise<CallResult<N>> {
    const endpoint = endpoints[name];
    const url = new URL(`${base}${pathOf(endpoint.path, opts.params as Record<string, string> | undefined)}`, origin);
    for (const [k, v] of Object.entries((opts.query ?? {}) as Record<string, unknown>))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = new Headers(opts.headers);
    if (endpoint.idempotent && opts.idempotencyKey !== null)
      headers.set('Idempotency-Key', opts.idempotencyKey ?? `test-key-${++keys}`);
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const response = await send(new Request(url, { method: endpoint.method, headers, body }));
    const json = (await response.json()) as unknown;
    if (response.status === endpoint.status) {
      const parsed = z.safeParse(endpoint.response as Schema, json);
      if (!parsed.success)
        throw new ContractViolation(`${name}: answer does not match the contract: ${z.prettifyError(parsed.error)}`);
      return { ok: true, status: response.status, data: parsed.data as Out<Endpoints[N]['response']>, headers: response.headers };
    }
    const parsed = z.safeParse(ErrorBody, json);
    if (!parsed.success) throw new ContractViolation(`${name}: ${response.status} without an ErrorBody: ${JSON.stringify(json)}`);
    const declared = [...endpoint.errors, ...ALWAYS, ...(endpoint.session ? ['UNAUTHORIZED'] : [])] as string[];
    if (!declared.includes(parsed.data.code))
      throw new ContractViolation(`${name}: answered ${parsed.data.code}, which the contract does not list`);
    return { ok: false, status: response.status, error: parsed.data, headers: response.headers };
  }

  return {
    call,
    async ok(name, opts) {
      const result = await call(name, opts);
      if (!result.ok) throw new Error(`${name} failed: ${result.status} ${JSON.stringify(result.error)}`);
      return result.data;
    },
    async fails(name, opts) {
      const result = await call(name, opts);
      if (result.ok) throw new Error(`${name} succeeded but was expected to fail`);
      return { status: result.status, code: result.error.code as ErrorCode, error: result.error };
    },
    raw(method, path, body) {
      const headers = new Headers();
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      return send(
        new Request(new URL(path.startsWith('/') ? path : `${base}/${path}`, origin), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
    setCookies,
    cookies,
  };
}
