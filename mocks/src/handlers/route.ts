import type { Endpoint } from '@dokkham/api/schemas';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import type { Db, PlayerRecord } from '../db/types';
import { findPlayer } from '../db/queries';
import { SESSION_COOKIE, type MockContext } from './context';
import { breakContract } from './broken';
import { ApiFailure, errorResponse, type FieldError } from './errors';

type Schema = z.core.$ZodType;
export type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface RequestContext<E extends AnyEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: Request;
  /** The request's cookies by name. */
  cookies: Record<string, string>;
  url: URL;
  db: Db;
  mock: MockContext;
  /** The signed-in player: the session cookie's, else the db's default session. */
  player: PlayerRecord | null;
  /** The session cookie's token, when it names a live session. */
  sessionToken: string | null;
  /** The signed-in player, or 401 UNAUTHORIZED. */
  me(): PlayerRecord;
  /** Headers added to the answer (Set-Cookie). */
  headers: Headers;
}

export type Answer<E extends AnyEndpoint> = z.input<E['response']>;
export type Resolver<E extends AnyEndpoint> = (ctx: RequestContext<E>) => Answer<E> | Promise<Answer<E>>;

export interface RouteOptions {
  /** Validate the body with this schema instead of the endpoint's (e.g. a refined one). */
  body?: Schema;
  /** Turn some validation failures into a business code (e.g. only "currency" wrong -> CURRENCY_NOT_ALLOWED). */
  mapValidation?: (fields: FieldError[]) => ApiFailure | undefined;
  /** Mock-only endpoints keep working under the serverErrors and slowNetwork scenarios. */
  exemptFromFaults?: boolean;
  /** Agency info stays up under serverErrors (the app must be able to start). */
  exemptFromServerErrors?: boolean;
}

function toFields(error: z.core.$ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => ({
    path: prefix + issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function validate<S extends Schema>(schema: S, value: unknown, mapValidation?: RouteOptions['mapValidation']): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = toFields(result.error);
  throw mapValidation?.(fields) ?? new ApiFailure('VALIDATION_ERROR', undefined, fields);
}

/** The deepest nesting a request body may have: the contract's deepest is 3 (the fingerprint's webGL). */
export const JSON_DEPTH_MAX = 16;

/** How deep a JSON value nests (a scalar is 0), counted without recursion; stops past `max`. */
function depthOf(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (!item || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > max) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The body as JSON: malformed, or nested deeper than JSON_DEPTH_MAX (a few KB of "[[[[" would
 * otherwise reach every step that walks a body: key sorting, hashing, logging), is 400.
 */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure('VALIDATION_ERROR', undefined, [{ path: '', message: 'validation:body.json' }]);
  }
  if (depthOf(value, JSON_DEPTH_MAX) > JSON_DEPTH_MAX)
    throw new ApiFailure('VALIDATION_ERROR', undefined, [{ path: '', message: 'validation:body.tooDeep' }]);
  return value;
}

/** JSON with sorted keys: the same payload always hashes the same. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function sessionOf(db: Db, cookies: Record<string, string>): { player: PlayerRecord | null; token: string | null } {
  const token = cookies[SESSION_COOKIE];
  const session = token ? db.sessions.get(token) : undefined;
  // Every request of a session is its last sighting (the player's session list shows it).
  if (session) session.lastSeenAt = db.clock.iso();
  const player = findPlayer(db, session?.playerId ?? db.defaultPlayerId) ?? null;
  return { player, token: session ? session.token : null };
}

/**
 * An msw handler for one endpoint of the contract: faults of the scenario, session (401), params,
 * query and body validated with the endpoint's schemas (400 VALIDATION_ERROR with fields),
 * Idempotency-Key, then the resolver; the answer is checked against the response schema so the
 * mock can never drift from the contract unnoticed.
 */
export function route<E extends AnyEndpoint>(
  mock: MockContext,
  name: string,
  endpoint: E,
  resolve: Resolver<E>,
  options: RouteOptions = {},
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(mock.path(endpoint.path), async (info) => {
    const response = await respond(info);
    // The brokenContract scenario rewrites what was answered (after the mock's own contract check).
    return mock.db.faults.brokenContract ? breakContract(mock.db, name, info.request, response) : response;
  });

  async function respond({ request, params, cookies }: { request: Request; params: Record<string, unknown>; cookies: Record<string, string> }): Promise<Response> {
    const db = mock.db;
    if (!options.exemptFromFaults) {
      if (db.faults.latencyMs > 0) await delay(db.faults.latencyMs);
      if (db.faults.serverErrors && !options.exemptFromServerErrors) return errorResponse(new ApiFailure('INTERNAL_ERROR'));
    }
    const headers = new Headers();
    try {
      const { player, token } = sessionOf(db, cookies);
      if (endpoint.session && !player) throw new ApiFailure('UNAUTHORIZED');
      const url = new URL(request.url);
      const parsedParams = endpoint.params ? validate(endpoint.params, params) : undefined;
      const parsedQuery = endpoint.query ? validate(endpoint.query, Object.fromEntries(url.searchParams)) : undefined;
      const rawBody = endpoint.body ? await readJson(request) : undefined;
      const parsedBody = endpoint.body ? validate(options.body ?? endpoint.body, rawBody, options.mapValidation) : undefined;

      let idempotency: { key: string; hash: string } | null = null;
      if (endpoint.idempotent) {
        const key = request.headers.get('Idempotency-Key')?.trim();
        if (!key || key.length > 255)
          throw new ApiFailure('VALIDATION_ERROR', undefined, [
            { path: 'Idempotency-Key', message: 'validation:idempotencyKey.required' },
          ]);
        idempotency = { key: `${name}|${player?.id ?? '-'}|${key}`, hash: stableStringify({ params, body: rawBody }) };
        const earlier = db.idempotency.get(idempotency.key);
        if (earlier) {
          if (earlier.requestHash !== idempotency.hash) throw new ApiFailure('IDEMPOTENCY_KEY_REUSED');
          return HttpResponse.json(earlier.body as never, {
            status: earlier.status,
            headers: { 'Idempotent-Replayed': 'true' },
          });
        }
      }

      const ctx: RequestContext<E> = {
        params: parsedParams as Parsed<E['params']>,
        query: parsedQuery as Parsed<E['query']>,
        body: parsedBody as Parsed<E['body']>,
        request,
        cookies,
        url,
        db,
        mock,
        player,
        sessionToken: token,
        me: () => {
          if (!player) throw new ApiFailure('UNAUTHORIZED');
          return player;
        },
        headers,
      };
      const answer = await resolve(ctx);
      const checked = z.safeParse(endpoint.response, answer);
      if (!checked.success) {
        console.error(`[mocks] ${name}: answer does not match the contract`, z.prettifyError(checked.error));
        throw new ApiFailure('INTERNAL_ERROR');
      }
      // Only successes are remembered: a refused request changed nothing and may be sent again.
      if (idempotency) db.idempotency.set(idempotency.key, { requestHash: idempotency.hash, status: endpoint.status, body: answer });
      return HttpResponse.json(answer as never, { status: endpoint.status, headers });
    } catch (error) {
      if (error instanceof ApiFailure) return errorResponse(error, headers);
      console.error(`[mocks] ${name} failed`, error);
      return errorResponse(new ApiFailure('INTERNAL_ERROR'));
    }
  }
}
