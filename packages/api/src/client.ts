/**
 * The HTTP client of the agency API: every call is described once in `endpoints`, so a call is
 * typed from the schemas and every answer is validated against them. Errors are always an
 * `ApiError` (never a crash deep in a component); an aborted call rethrows the AbortError.
 *
 * Only the routes (method, path, rules) are bundled here. zod and the schemas load with the first
 * call, in parallel with its request: the landing page's first paint carries none of them.
 */
import type * as z from 'zod/mini';
import { endpointRoutes, type EndpointName } from './endpointRoutes';
import type { Endpoints } from './schemas/endpoints';
import type { ErrorCode } from './schemas/errors';
import type { CLIENT_ERROR_CODES } from './errorCodes';

type Schema = z.core.$ZodType;

/** Codes the client itself produces (never sent by the server): CLIENT_ERROR_CODES in values.ts. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
/** A server code (known or not: unknown codes show the generic message) or a client code. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  endpoint: EndpointName;
  params?: Record<string, string | number> | undefined;
  fields?: ApiIssue[] | undefined;
  issues?: ApiIssue[] | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly endpoint: EndpointName;
  /** Values for the message ({{provider}}, {{min}}, ...). */
  readonly params: Record<string, string | number>;
  /** Invalid request fields (VALIDATION_ERROR), for forms. */
  readonly fields: ApiIssue[];
  /** CONTRACT_MISMATCH: where the answer differs from the schema (response paths, not form fields). */
  readonly issues: ApiIssue[];

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.params = init.params ?? {};
    this.fields = init.fields ?? [];
    this.issues = init.issues ?? [];
  }
}

/** Refusals of the web server or proxy in front of the API, by status, when its body is not ours. */
const FRONT_DOOR_STATUS: Partial<Record<number, ApiErrorCode>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  502: 'API_UNREACHABLE',
  504: 'API_TIMEOUT',
};

/** Retry-After in seconds (a number of seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// ---------------------------------------------------------------------------------------------
// Types derived from `endpoints`

type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The input of `request(name, input)`: params, query and body as their schemas take them. */
export type RequestInput<N extends EndpointName> = Simplify<
  (Endpoints[N]['params'] extends Schema ? { params: In<Endpoints[N]['params']> } : { params?: undefined }) &
    (Endpoints[N]['query'] extends Schema ? { query: In<Endpoints[N]['query']> } : { query?: undefined }) &
    (Endpoints[N]['body'] extends Schema ? { body: In<Endpoints[N]['body']> } : { body?: undefined }) &
    (Endpoints[N]['idempotent'] extends true
      ? { /** One per player intent, reused on a resend (see queries/intent.ts). */ idempotencyKey: string }
      : { idempotencyKey?: undefined }) & { signal?: AbortSignal | undefined }
>;

/** The body an endpoint takes (never for endpoints without one). */
export type RequestBody<N extends EndpointName> = In<Endpoints[N]['body']>;

/** The validated answer of an endpoint. */
export type ResponseOf<N extends EndpointName> = Out<Endpoints[N]['response']>;

/** The input may be left out when an endpoint needs none. */
type InputArgs<N extends EndpointName> = object extends RequestInput<N>
  ? [input?: RequestInput<N>]
  : [input: RequestInput<N>];

export type GetEndpointName = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[EndpointName];

// ---------------------------------------------------------------------------------------------

export interface ApiClientOptions {
  /** Base of every path: '/api' (same origin, proxied) unless an agency serves it elsewhere. */
  baseUrl?: string;
  /** For tests and server rendering; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /**
   * SPEC §8: called with the error when an endpoint with `redirectOn401` answers 401 (all but
   * player info and agency info). The app navigates to /login; the client never navigates.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The player's language (lo, th, cn, vn), sent as Accept-Language for backend-authored text. */
  getLanguage?: () => string | undefined;
}

export interface ApiClient {
  request<N extends EndpointName>(name: N, ...args: InputArgs<N>): Promise<ResponseOf<N>>;
  /** The URL a call goes to (base, path params and query string). */
  url<N extends EndpointName>(name: N, ...args: InputArgs<N>): string;
  readonly baseUrl: string;
}

/** Writes a zod issue path as `a.b[0].c`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += (out ? '.' : '') + String(key);
  }
  return out || '(root)';
}

function toIssues(issues: readonly z.core.$ZodIssue[]): ApiIssue[] {
  return issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
}

function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The validation side of the client (zod, every schema): one chunk, loaded once. */
let validation: Promise<typeof import('./clientValidation')> | undefined;
function loadValidation() {
  validation ??= import('./clientValidation');
  return validation;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** Headers an endpoint needs beyond JSON, derived from its input. */
function extraHeaders(name: EndpointName, input: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof input.idempotencyKey === 'string') headers['Idempotency-Key'] = input.idempotencyKey;
  if (name === 'register') {
    // SPEC §7: the registration fingerprint travels in the body and in this header.
    const body = input.body as { fingerprint?: unknown } | undefined;
    if (typeof body?.fingerprint === 'string') headers['X-Fingerprint'] = body.fingerprint;
  }
  return headers;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');

  function url(name: EndpointName, input: Record<string, unknown> = {}): string {
    const e = endpointRoutes[name];
    return (
      baseUrl +
      buildPath(e.path, input.params as Record<string, unknown> | undefined) +
      buildQuery(input.query as Record<string, unknown> | undefined)
    );
  }

  async function request(name: EndpointName, input: Record<string, unknown> = {}): Promise<unknown> {
    const e = endpointRoutes[name];
    const label = `${name} (${e.method} ${e.path})`;
    if (e.idempotent && typeof input.idempotencyKey !== 'string')
      throw new TypeError(`${label} needs an idempotencyKey`);
    const signal = input.signal as AbortSignal | undefined;
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders(name, input) };
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const hasBody = input.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    // Requested now, awaited after the answer: the chunk never delays the call.
    const validating = loadValidation();
    // A failed chunk load must not become an unhandled rejection while the fetch runs; it is
    // awaited (and reported) below.
    validating.catch(() => undefined);

    let response: Response;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch(url(name, input), {
        method: e.method,
        credentials: 'include',
        headers,
        body: hasBody ? JSON.stringify(input.body) : undefined,
        signal,
      });
    } catch (cause) {
      if (isAbort(cause, signal)) throw cause;
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: `${label}: network error (${cause instanceof Error ? cause.message : String(cause)})`,
        endpoint: name,
        cause,
      });
    }

    let json: unknown;
    let parsed = true;
    try {
      const text = await response.text();
      json = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      if (isAbort(cause, signal)) throw cause;
      parsed = false;
    }

    let v: typeof import('./clientValidation');
    try {
      v = await validating;
    } catch (cause) {
      // The validation chunk did not load (offline, or a new deploy removed it): a network error
      // for the caller; the app's chunk guard reloads on stale deploys.
      validation = undefined;
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: `${label}: could not load the validation code`,
        endpoint: name,
        cause,
      });
    }

    if (!response.ok) {
      const body = parsed ? v.parseError(json) : undefined;
      // A throttle's wait (seconds) for the form's countdown: the body's, else the header's.
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      const withWait = (params: Record<string, string | number> | undefined) =>
        retryAfter !== undefined && params?.retryAfter === undefined ? { ...params, retryAfter } : params;
      const error = body?.success
        ? new ApiError({
            status: response.status,
            code: body.data.code,
            message: body.data.message,
            params: withWait(body.data.params),
            fields: body.data.fields,
            endpoint: name,
          })
        : new ApiError({
            status: response.status,
            // A proxy or CDN in front may refuse with its own page: the status still says why.
            code: FRONT_DOOR_STATUS[response.status] ?? 'INTERNAL_ERROR',
            message: `${label}: HTTP ${response.status} with an unreadable error body`,
            params: withWait(undefined),
            endpoint: name,
          });
      if (response.status === 401 && e.redirectOn401) options.onUnauthorized?.(error);
      throw error;
    }

    const result = parsed ? v.parseResponse(name, json) : undefined;
    if (!result?.success) {
      const issues = result ? toIssues(result.error.issues) : [{ path: '(root)', message: 'not JSON' }];
      const shown = issues
        .slice(0, 3)
        .map((i) => `${i.path}: ${i.message}`)
        .join('; ');
      throw new ApiError({
        status: response.status,
        code: 'CONTRACT_MISMATCH',
        message: `Contract mismatch in ${label}: ${shown}${issues.length > 3 ? ` (+${issues.length - 3} more)` : ''}`,
        endpoint: name,
        issues,
      });
    }
    return result.data;
  }

  return {
    baseUrl,
    request: request as ApiClient['request'],
    url: url as ApiClient['url'],
  };
}
